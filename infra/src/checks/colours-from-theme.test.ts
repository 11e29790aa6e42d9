import path from 'node:path';

import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';

import { repoRoot } from '../base/repo-root';
import { coloursFromTheme } from './colours-from-theme';

const ruleTester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

ruleTester.run('colours-from-theme', coloursFromTheme, {
  valid: [
    'const Title = styled.h1`color: var(--color-ink);`;',
    "const href = '/services#ceramic-coating';",
    "const anchor = '#main';",
    "const selector = '&#add';",
  ],
  invalid: [
    { code: 'const Title = styled.h1`color: #fff;`;', errors: [{ message: /#fff is a colour outside the theme/ }] },
    { code: 'const Box = styled.div`\n  border: 1px solid #fb923c66;\n  color: #fff;\n`;', errors: 2 },
    { code: "const swatch = { color: '#1E3A8A' };", errors: [{ message: /#1E3A8A/ }] },
    { code: 'const tone = (light: boolean) => (light ? `#fdba74` : "var(--color-brand)");', errors: 1 },
  ],
});

describe('where the lint applies', () => {
  const eslint = new ESLint({ cwd: repoRoot });
  const colourErrors = async (file: string) => {
    const [result] = await eslint.lintText("export const ink = '#0f172a';\n", { filePath: path.join(repoRoot, file) });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'site/colours-from-theme');
  };

  it("refuses a hex colour in an app's source and in the kit", async () => {
    expect(await colourErrors('mfe-shop/src/features/cart/x.ts')).toHaveLength(1);
    expect(await colourErrors('shared-contracts/ui/x.tsx')).toHaveLength(1);
  });

  it('allows the theme, where the tokens are defined', async () => {
    expect(await colourErrors('shared-contracts/ui/theme.ts')).toEqual([]);
  });
});
