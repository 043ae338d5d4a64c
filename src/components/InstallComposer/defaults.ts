/** Options ticked when the address names none: the install page's main command (UFW and Greenlight). */
export const DEFAULT_OPTIONS: readonly string[] = ['-w', '-g'];
