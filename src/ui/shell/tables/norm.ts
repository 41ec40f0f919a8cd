/** Loose comparison of table labels: lower case, one kind of minus sign, single spaces. */
export function norm(s: string): string {
  return s
    .toLowerCase()
    .replace(/[\u2212\u2013\u2014]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}
