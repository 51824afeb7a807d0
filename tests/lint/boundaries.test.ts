// The client's and the server's import boundaries live in eslint.config.js; these show that `npm run lint`
// refuses each wrong import. The fixtures are a tiny client/ tree linted with the real config from their own folder.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { lintAt, overrideConfigFile, problems, repo } from './lint-fixtures';

describe('client import boundaries', () => {
  it('refuses a feature importing client/app', async () => {
    expect(await problems(['client/features/basket/imports-app.ts'])).toEqual([
      'client/features/basket/imports-app.ts: import-x/no-restricted-paths',
    ]);
  });

  it('refuses a primitive importing a feature', async () => {
    expect(await problems(['client/components/imports-feature.ts'])).toEqual([
      'client/components/imports-feature.ts: import-x/no-restricted-paths',
    ]);
  });

  it('refuses an import cycle between features', async () => {
    expect(await problems(['client/features/favourites/favourite-toggle.ts', 'client/features/product/product-card.ts'])).toEqual([
      'client/features/favourites/favourite-toggle.ts: import-x/no-cycle',
      'client/features/product/product-card.ts: import-x/no-cycle',
    ]);
  });

  it('lets a feature use primitives and another feature', async () => {
    expect(await problems(['client/features/basket/basket-count.ts', 'client/components/price.ts'])).toEqual([]);
  });

  it('holds in the real tree: session, router and browser are primitives too', async () => {
    expect(await lintAt('client/features/orders/x.ts', "export { Root } from '../../app/root';\n")).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await lintAt('client/session/x.ts', "export { useBasket } from '../features/basket/hooks/use-basket';\n")).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await lintAt('client/app/x.ts', "export { useBasket } from '../features/basket/hooks/use-basket';\n")).toEqual([]);
  });
});

describe('server import boundaries', () => {
  const restricted = (ids: (string | null)[]) => ids.filter((id) => id === 'import-x/no-restricted-paths');

  it('refuses http/ or db/ importing the API', async () => {
    expect(await lintAt('server/http/x.ts', "export { useSession } from '../api/auth/sessions';\n")).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await lintAt('server/db/x.ts', "export { findPageBySlug } from '../api/pages/repo';\n")).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it("refuses a module reading another module's repo, and lets it call that module's service", async () => {
    expect(await lintAt('server/api/orders/x.ts', "export { findAddress } from '../users/repo';\n")).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await lintAt('server/api/admin/x.ts', "export { findOrder } from '../orders/repo';\n")).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await lintAt('server/api/orders/x.ts', "export { savedAddress } from '../users/service';\n")).toEqual([]);
    expect(await lintAt('server/api/users/x.ts', "export { findAddress } from './repo';\n")).toEqual([]);
  });

  it('holds in the real tree: authentication, the catalogue writer and the services that use other modules', async () => {
    const files = [
      'server/http/auth.ts',
      'server/db/catalogue/write.ts',
      'server/api/orders/service.ts',
      'server/api/admin/service.ts',
      'server/api/basket/service.ts',
    ];
    const results = await new ESLint({ cwd: repo, overrideConfigFile }).lintFiles(files.map((f) => `${repo}/${f}`));
    expect(results.flatMap((r) => restricted(r.messages.map((m) => m.ruleId)))).toEqual([]);
  });
});

describe('one-way server modules, no cycles in server/ or shared/', () => {
  it('refuses a two-way server import: shop rules below orders, orders below the desk', async () => {
    expect(await lintAt('server/api/orders/x.ts', "export { checkSoldOut } from '../rules/service';\n")).toEqual([]);
    expect(await lintAt('server/api/rules/x.ts', "export { createOrderService } from '../orders/service';\n")).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await lintAt('server/api/desk/x.ts', "export { changeOrderStatus } from '../orders/moves';\n")).toEqual([]);
    expect(await lintAt('server/api/orders/x.ts', "export { createDeskOrders } from '../desk/service';\n")).toEqual([
      'import-x/no-restricted-paths',
    ]);
    // peers too: the operator API and the desk meet through orders, not each other
    expect(await lintAt('server/api/admin/x.ts', "export { createDeskOrders } from '../desk/service';\n")).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await lintAt('server/http/x.ts', "export { createApp } from '../app';\n")).toEqual(['import-x/no-restricted-paths']);
  });

  it('refuses an import cycle inside a server module', async () => {
    expect(await problems(['server/api/orders/places.ts', 'server/api/orders/moves.ts'])).toEqual([
      'server/api/orders/places.ts: import-x/no-cycle',
      'server/api/orders/moves.ts: import-x/no-cycle',
    ]);
  });

  it('refuses an import cycle in shared/', async () => {
    expect(await problems(['shared/fees.ts', 'shared/zones.ts'])).toEqual([
      'shared/fees.ts: import-x/no-cycle',
      'shared/zones.ts: import-x/no-cycle',
    ]);
  });
});
