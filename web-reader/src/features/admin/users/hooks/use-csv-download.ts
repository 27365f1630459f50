import { useState } from 'react';
import { getAllUsers } from '../api/get-all-users';
import { usersCsv, usersCsvFilename } from '../utils/users-csv';

/** Hands a text file to the browser as a download. */
function saveText(text: string, filename: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: Chromium reads the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The users CSV export: every page fetched (progress as rows/total), then saved. */
export function useCsvDownload() {
  const [progress, setProgress] = useState<{ loaded: number; total: number } | null>(null);
  const [failed, setFailed] = useState(false);

  const download = async () => {
    setFailed(false);
    setProgress({ loaded: 0, total: 0 });
    try {
      const users = await getAllUsers((loaded, total) => setProgress({ loaded, total }));
      saveText(usersCsv(users), usersCsvFilename());
    } catch {
      setFailed(true);
    } finally {
      setProgress(null);
    }
  };

  return { download, progress, running: progress !== null, failed, dismiss: () => setFailed(false) };
}
