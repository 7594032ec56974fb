/** Grams as documents print them: the decimal without trailing zeros (12.500 → 12.5 g). */
export function gramsText(weight: string): string {
  const [whole = '0', fraction = ''] = weight.split('.')
  const trimmed = fraction.replace(/0+$/, '')
  return `${whole}${trimmed ? `.${trimmed}` : ''} g`
}
