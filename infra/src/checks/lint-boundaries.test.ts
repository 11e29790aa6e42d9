import path from 'node:path';

import { ESLint } from 'eslint';

import { repoRoot } from '../base/repo-root';

const eslint = new ESLint({ cwd: repoRoot });

async function errorsOf(rule: string, file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}

const boundaryErrors = (file: string, code: string) => errorsOf('no-restricted-imports', file, code);
const directionErrors = (file: string, code: string) => errorsOf('site/import-direction', file, code);

describe('the lint rule that keeps remotes apart', () => {
  it("refuses a relative import of another remote's source", async () => {
    const errors = await boundaryErrors(
      'mfe-shop/src/x.ts',
      "import { App } from '../../mfe-marketing/src/app/App';\nexport { App };\n",
    );
    expect(errors).toEqual([expect.stringContaining("mfe-shop must not import mfe-marketing's files")]);
  });

  it('refuses a package import of another remote', async () => {
    const errors = await boundaryErrors(
      'mfe-chat/src/x.ts',
      "import { cartSlice } from 'mfe-shop/src/features/cart/cartSlice';\nexport { cartSlice };\n",
    );
    expect(errors).toEqual([expect.stringContaining("mfe-chat must not import mfe-shop's files")]);
  });

  it('refuses the shell reaching into a remote', async () => {
    const errors = await boundaryErrors(
      'shell/src/x.ts',
      "import { pages } from 'mfe-member/src/app/pages';\nexport { pages };\n",
    );
    expect(errors).toHaveLength(1);
  });

  it("allows shared-contracts and the remote's own files", async () => {
    const code =
      "import { business } from 'shared-contracts/business/business';\nimport { App } from './app/App';\nexport { business, App };\n";
    expect(await boundaryErrors('mfe-shop/src/x.ts', code)).toEqual([]);
  });
});

describe('the lint rule that keeps each contract module one shared copy', () => {
  it('refuses a relative import inside shared-contracts, which would bundle a second router or styled component', async () => {
    const code =
      "import { Link } from '../routing/router';\nimport { Container } from './layout';\nexport { Link, Container };\n";
    const errors = await boundaryErrors('shared-contracts/ui/x.tsx', code);
    expect(errors).toEqual([
      expect.stringContaining("import 'shared-contracts/<folder>/<file>'"),
      expect.stringContaining("import 'shared-contracts/<folder>/<file>'"),
    ]);
  });

  it('allows the package path and a test importing the file beside it', async () => {
    expect(
      await boundaryErrors(
        'shared-contracts/ui/x.tsx',
        "import { Link } from 'shared-contracts/routing/router';\nexport { Link };\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors('shared-contracts/ui/x.test.tsx', "import { Price } from './Price';\nexport { Price };\n"),
    ).toEqual([]);
  });
});

describe("the lint rules that keep the image catalogue's entries inside its one shared module", () => {
  it('lets the catalogue read its own entries by relative path, and nothing else', async () => {
    const own = "import { vehicleImages } from './library/vehicles';\nexport { vehicleImages };\n";
    expect(await boundaryErrors('shared-contracts/media/catalog.ts', own)).toEqual([]);
    expect(
      await boundaryErrors(
        'shared-contracts/media/catalog.ts',
        "import { Link } from '../routing/router';\nexport { Link };\n",
      ),
    ).toEqual([expect.stringContaining("Only the catalogue's own data")]);
  });

  it('refuses an app or another contract taking the entries past the catalogue', async () => {
    const code =
      "import { vehicleImages } from 'shared-contracts/media/library/vehicles';\nexport { vehicleImages };\n";
    const refusal = expect.stringContaining("Read the image library through 'shared-contracts/media/catalog'");
    expect(await boundaryErrors('mfe-marketing/src/features/x.ts', code)).toEqual([refusal]);
    expect(await boundaryErrors('shared-contracts/ui/x.tsx', code)).toEqual([refusal]);
  });
});

describe('the lint rule that keeps the import direction inside an app', () => {
  it('refuses a component importing a feature', async () => {
    const errors = await directionErrors(
      'mfe-marketing/src/components/x.tsx',
      "import { BlogPage } from '../features/blog/BlogPage';\nexport { BlogPage };\n",
    );
    expect(errors).toEqual([expect.stringContaining('components/ are shared by every feature and never import one')]);
  });

  it('refuses a feature reaching into another feature past its public file', async () => {
    const errors = await directionErrors(
      'mfe-member/src/features/auth/x.ts',
      "import { memberBenefits } from '../membership/membership';\nexport { memberBenefits };\n",
    );
    expect(errors).toEqual([
      expect.stringContaining("Import features/membership through its public file ('features/membership')"),
    ]);
  });

  it('refuses a feature or a component importing app/, and lets the entry files do it', async () => {
    const code = "import { pages } from '../../app/pages';\nexport { pages };\n";
    expect(await directionErrors('mfe-shop/src/features/cart/x.ts', code)).toEqual([
      expect.stringContaining('Only the entry files at the root of src/ import app/'),
    ]);
    expect(
      await directionErrors(
        'mfe-shop/src/bootstrap.tsx',
        "import { remote } from './app/remote';\nexport { remote };\n",
      ),
    ).toEqual([]);
  });

  it("allows a feature's public file, its own files and components", async () => {
    const code =
      "import { loginPathFor } from '../session';\nimport { Card } from '../../components/member-ui';\nimport { today } from './today';\nexport { loginPathFor, Card, today };\n";
    expect(await directionErrors('mfe-member/src/features/dashboard/x.tsx', code)).toEqual([]);
  });
});

describe('the lint rules that keep the pictures a build step', () => {
  it('refuses an app or a contract importing the pictures, by package name or by path', async () => {
    const byName = "import { pictureSvg } from 'pictures';\nexport { pictureSvg };\n";
    const byPath = "import { scenes } from '../../../infra/media/pictures/src/scenes/scenes';\nexport { scenes };\n";
    const refusal = expect.stringContaining('The pictures are drawn at build time');
    expect(await boundaryErrors('mfe-marketing/src/features/x.ts', byName)).toEqual([refusal]);
    expect(await boundaryErrors('mfe-shop/src/features/x.ts', byPath)).toEqual([refusal]);
    expect(await boundaryErrors('shared-contracts/media/x.ts', byName)).toEqual([refusal]);
  });

  it("lets infra's media build draw them", async () => {
    const code = "import { pictureSvg } from 'pictures';\nexport { pictureSvg };\n";
    expect(await boundaryErrors('infra/src/media/x.ts', code)).toEqual([]);
  });

  it('refuses the pictures reaching into infra, and lets them use their own files and the contracts', async () => {
    expect(
      await directionErrors(
        'infra/media/pictures/src/draw/x.ts',
        "import { repoRoot } from '../../../../src/base/repo-root';\nexport { repoRoot };\n",
      ),
    ).toEqual([expect.stringContaining('The pictures workspace stands alone')]);
    expect(
      await boundaryErrors(
        'infra/media/pictures/src/x.ts',
        "import { repoRoot } from 'infra/base/repo-root';\nexport { repoRoot };\n",
      ),
    ).toEqual([expect.stringContaining('The pictures workspace stands alone')]);
    const own =
      "import { shade } from '../paint';\nimport { mediaImage } from 'shared-contracts/media/catalog';\nexport { shade, mediaImage };\n";
    expect(await directionErrors('infra/media/pictures/src/draw/vehicles/x.ts', own)).toEqual([]);
    expect(await boundaryErrors('infra/media/pictures/src/draw/vehicles/x.ts', own)).toEqual([]);
  });
});
