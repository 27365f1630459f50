import { dialog, type BrowserWindow } from 'electron';
import type { Dialogs } from './ipc/workspace';

/** The system's open dialogs, for choosing a workspace folder or a volume ZIP. */
export function electronDialogs(window: () => BrowserWindow | null): Dialogs {
  const choose = async (options: Electron.OpenDialogOptions) => {
    const owner = window();
    const result = owner ? await dialog.showOpenDialog(owner, options) : await dialog.showOpenDialog(options);
    return result.canceled ? null : (result.filePaths[0] ?? null);
  };
  return {
    chooseFolder: () => choose({ properties: ['openDirectory', 'createDirectory'] }),
    chooseZip: () =>
      choose({
        properties: ['openFile'],
        filters: [{ name: 'Volume ZIP (Vol_{n}_main.zip, Vol_{n}_optional.zip)', extensions: ['zip'] }],
      }),
  };
}
