/** Phone countries as the platform sends them (upper-case codes: the client lower-cases them, SES-026). */
export const PHONE_COUNTRIES = [
  { id: 1, name: 'Россия', country_code: 'RU', tel_code: '7' },
  { id: 66, name: 'United Kingdom', country_code: 'GB', tel_code: '44' },
  { id: 120, name: 'Italia', country_code: 'IT', tel_code: '39' },
  { id: 126, name: 'España', country_code: 'ES', tel_code: '34' },
  { id: 2, name: 'Қазақстан', country_code: 'KZ', tel_code: '7' },
  { id: 3, name: 'Україна', country_code: 'UA', tel_code: '380' },
];

export const PHONE_MASKS = [
  { CountryId: 1, Mask: '(###) ###-##-##', Max: 10, Min: 10 },
  { CountryId: 66, Mask: '#### ######', Max: 10, Min: 9 },
  { CountryId: 120, Mask: '### #######', Max: 10, Min: 9 },
  { CountryId: 126, Mask: '### ### ###', Max: 9, Min: 9 },
  { CountryId: 2, Mask: '(###) ###-##-##', Max: 10, Min: 10 },
  { CountryId: 3, Mask: '(##) ###-##-##', Max: 9, Min: 9 },
];

/** The dialling code of a country by its ISO code (`ru` → `7`). */
export function telCodeOf(countryCode: string): string | undefined {
  return PHONE_COUNTRIES.find((country) => country.country_code.toLowerCase() === countryCode.toLowerCase())?.tel_code;
}
