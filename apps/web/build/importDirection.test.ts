import { describe, expect, it } from 'vitest';
import { brokenImports, importsOf, ruleBroken } from './importDirection';

describe('web import direction', () => {
  it('reads the real imports', () => {
    expect(importsOf('main.tsx')).toContain('app/App');
    expect(importsOf('app/routes/gates.tsx')).toContain('admin/index');
    expect(importsOf('app/routes/router.tsx')).toContain('storefront/routes');
  });

  it('places files by their folder', () => {
    expect(ruleBroken('storefront/cart/MyCartPage.tsx', 'storefront/orders/api.ts')).toMatch(
      /features never/,
    );
    expect(ruleBroken('storefront/cart/MyCartPage.tsx', 'storefront/shared/cart/cartCount.ts')).toBeNull();
    expect(ruleBroken('storefront/shared/signIn.tsx', 'app/Root.tsx')).toMatch(/only the entries/);
    expect(ruleBroken('admin/layout/AdminLayout.tsx', 'storefront/shared/texts.ts')).toMatch(/areas never/);
    expect(ruleBroken('components/toast/Toast.tsx', 'storefront/shared/texts.ts')).toMatch(/move it down/);
    expect(ruleBroken('app/routes/router.tsx', 'admin/index.ts')).toBeNull();
    expect(ruleBroken('main.tsx', 'app/App.tsx')).toBeNull();
    expect(ruleBroken('admin/index.ts', 'admin/layout/AdminLayout.tsx')).toBeNull();
    expect(ruleBroken('storefront/cart/index.ts', 'admin/index.ts')).toMatch(/areas never/);
    expect(ruleBroken('api/call.ts', 'components/button/Button.tsx')).toMatch(/move it down/);
    expect(ruleBroken('tools/x.ts', 'api/call.ts')).toMatch(/no layer/);
    expect(ruleBroken('api/call.ts', 'i18n/language.ts')).toBeNull();
  });

  it('every import goes down a layer', () => {
    expect(brokenImports()).toEqual([]);
  });
});
