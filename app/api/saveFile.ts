/** How long the file's object URL lives: long enough for a slow browser to start the download. */
const RELEASE_AFTER_MS = 30_000;

/**
 * Hands a file to the browser's downloads, named `name`: an object URL behind a clicked
 * `<a download>`. The file never leaves the device by this (the toolkit's copy is made here).
 */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), RELEASE_AFTER_MS);
}
