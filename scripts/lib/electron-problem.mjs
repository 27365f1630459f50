// Why the desktop app cannot start here, in one line, or null when Electron is ready. `npm test`
// never needs Electron's binary (the renderer runs in Chromium, the main-process services in
// Node), so an install without it is normal and deserves a sentence, not a stack trace.

/** `version` is the Electron desktop-admin/package.json asks for. */
export function electronProblem(requireElectron, version) {
  try {
    requireElectron();
    return null;
  } catch (error) {
    const missing = error?.code === 'MODULE_NOT_FOUND' && String(error.message).includes("'electron'");
    // Installed without its binary (ELECTRON_SKIP_BINARY_DOWNLOAD, or no network at install):
    // its own postinstall fetches it; `npm install` would see the package and skip it.
    const fix = missing
      ? `npm install --no-save electron@${version} -w @camino/desktop-admin`
      : 'node node_modules/electron/install.js';
    const what = missing ? 'Electron, which is not installed' : "Electron's binary, which was not downloaded";
    return `The desktop app needs ${what}: run \`${fix}\` on a machine that can download it (npm test does not need it).`;
  }
}
