// Preloaded into the desktop build: every lookup of the `electron` package fails, as on a machine
// where npm left it out because its binary could not be downloaded.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a --require preload is CommonJS
const Module = require('node:module');
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  if (request === 'electron' || request.startsWith('electron/')) {
    const error = new Error(`Cannot find module '${request}'`);
    error.code = 'MODULE_NOT_FOUND';
    throw error;
  }
  return resolve.call(this, request, ...rest);
};
