import type { Locale } from '../../../shared/locale';

// The SMS is read outside the site, so it names the shop and says what the code is for.
const texts: Record<Locale, (shop: string, code: string) => string> = {
  tm: (shop, code) => `${shop}: içeri girmek üçin koduňyz ${code}. Kod 5 minut hereket edýär.`,
  ru: (shop, code) => `${shop}: ваш код для входа ${code}. Код действует 5 минут.`,
  en: (shop, code) => `${shop}: your sign-in code is ${code}. It is valid for 5 minutes.`,
};

export function signInCodeText(locale: Locale, shop: string, code: string): string {
  return texts[locale](shop, code);
}
