import { useT } from '../../../i18n';

const PLATFORMS = [
  { key: 'android', steps: ['android_1', 'android_2', 'android_3'] },
  { key: 'iphone', steps: ['iphone_1', 'iphone_2', 'iphone_3'] },
] as const;

/**
 * How to put the shop on the home screen from the browser (issue 39): Google Play is out of reach in
 * Turkmenistan, so without store links this is the "app" the mobile-app page offers.
 */
export function HomeScreenGuide() {
  const t = useT();
  return (
    <section className="home-screen-guide" aria-labelledby="home-screen-title">
      <h2 id="home-screen-title">{t('home_screen.title')}</h2>
      <p>{t('home_screen.intro')}</p>
      {PLATFORMS.map(({ key, steps }) => (
        <section key={key} aria-labelledby={`home-screen-${key}`}>
          <h3 id={`home-screen-${key}`}>{t(`home_screen.${key}_title`)}</h3>
          <ol>
            {steps.map((step) => (
              <li key={step}>{t(`home_screen.${step}`)}</li>
            ))}
          </ol>
        </section>
      ))}
    </section>
  );
}
