/** Splits text into lines of at most `max` characters, at spaces. */
export function wrapText(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && `${line} ${word}`.length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** Splits a path into lines of at most `max` characters, after slashes (a segment longer than `max` stays whole). */
export function wrapPath(path: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const part of path.split(/(?<=\/)/)) {
    if (line && (line + part).length > max) {
      lines.push(line);
      line = part;
    } else line += part;
  }
  if (line) lines.push(line);
  return lines;
}
