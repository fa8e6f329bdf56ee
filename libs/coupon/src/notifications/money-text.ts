/** An amount in its currency as the page's language writes it (whole amounts without cents). */
export function moneyText(amount: number, currencyIso: string, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: currencyIso,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  }).format(amount);
}
