import type { ExportFolder } from './run-export';

interface DirectoryPickerWindow {
  showDirectoryPicker?: (options: { mode: 'readwrite' }) => Promise<FileSystemDirectoryHandle>;
}

export class ExportFolderError extends Error {
  constructor(readonly kind: 'unsupported' | 'cancelled' | 'denied' | 'creationFailed') {
    super(kind);
  }
}

export function canPickFolders(): boolean {
  return typeof (window as DirectoryPickerWindow).showDirectoryPicker === 'function';
}

/** Asks the user for a folder and creates the export's own folder inside it. */
export async function pickExportFolder(name: string): Promise<ExportFolder> {
  const picker = (window as DirectoryPickerWindow).showDirectoryPicker;
  if (!picker) throw new ExportFolderError('unsupported');
  let parent: FileSystemDirectoryHandle;
  try {
    parent = await picker({ mode: 'readwrite' });
  } catch (error) {
    throw new ExportFolderError(error instanceof DOMException && error.name === 'AbortError' ? 'cancelled' : 'denied');
  }
  let folder: FileSystemDirectoryHandle;
  try {
    folder = await parent.getDirectoryHandle(name, { create: true });
  } catch {
    throw new ExportFolderError('creationFailed');
  }
  return {
    async writeFile(fileName, content) {
      const handle = await folder.getFileHandle(fileName, { create: true });
      const writable = await handle.createWritable();
      await writable.write(content);
      await writable.close();
    },
  };
}
