/** A bench's numeric setting from its environment variable: a number ≥ 0, else the default. */
export function numberSetting(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}
