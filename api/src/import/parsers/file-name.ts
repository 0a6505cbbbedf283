/** The file's name without folders and extension: 'egd/T161001M.h9' is 'T161001M'. */
export function fileStem(fileName: string): string {
  return fileName.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '');
}
