/**
 * Days outside [min, max] cannot be picked in a date input's calendar, while a typed day outside
 * stays in the field so that the form can say why it is refused: Mantine's own minDate and
 * maxDate would undo the typing without a word.
 */
export function outsideRange(min: string | null | undefined, max: string | null | undefined) {
  return (day: string) => Boolean((min && day < min) || (max && day > max));
}
