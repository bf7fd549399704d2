/** How a day is written: dd.MM.yyyy in German, DD/MM/YYYY in English (Mantine's tokens). */
export function displayDateFormat(language: string | undefined): string {
  return language?.startsWith('de') ? 'DD.MM.YYYY' : 'DD/MM/YYYY';
}

/** A typed day in either display format (dd.MM.yyyy or DD/MM/YYYY) -> YYYY-MM-DD, or null. */
export function parseDisplayDate(input: string): string | null {
  const match = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/.exec(input.trim());
  if (!match) return null;
  const iso = `${match[3]}-${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}
