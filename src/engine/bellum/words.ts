/** Words for counted things in log lines and labels: "1 unit", "2 units" (never "1 units"). */
export function counted(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
