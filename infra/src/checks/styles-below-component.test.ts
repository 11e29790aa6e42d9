import path from 'node:path';

import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';

import { repoRoot } from '../base/repo-root';
import { stylesBelowComponent } from './styles-below-component';

const ruleTester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

ruleTester.run('styles-below-component', stylesBelowComponent, {
  valid: [
    'export function Card() { return <Box />; }\nconst Box = styled.div`gap: 8px;`;',
    'const Card = forwardRef(function Card() { return <Box />; });\nexport const Box = styled(Link).attrs({})`gap: 8px;`;',
    // A module of styles alone (a sibling *.styles.ts) and a module of a constant and its styles.
    'export const Box = styled.div`gap: 8px;`;\nexport const Row = styled.div<{ $wide: boolean }>`gap: 4px;`;',
    "export const MENU_ID = 'menu';\nconst Panel = styled.nav`gap: 8px;`;",
  ],
  invalid: [
    {
      code: 'const Box = styled.div`gap: 8px;`;\nexport function Card() { return <Box />; }',
      errors: [{ message: /Move this style below Card/ }],
    },
    {
      code: 'const pad = css`padding: 4px;`;\nconst Row = styled.div<{ $wide: boolean }>`${pad}`;\nexport const Card = () => <Row $wide />;',
      errors: 2,
    },
    {
      code: 'function Badge() { return null; }\nexport const Pill = styled(Badge)`gap: 2px;`;\nexport function Card() { return <Pill />; }',
      errors: [{ message: /below Card/ }],
    },
  ],
});

describe('where the lint applies', () => {
  const eslint = new ESLint({ cwd: repoRoot });
  const styleErrors = async (file: string) => {
    const [result] = await eslint.lintText(
      "import styled from 'styled-components';\n\nconst Box = styled.div`gap: 8px;`;\n\nexport function Card() {\n  return <Box />;\n}\n",
      { filePath: path.join(repoRoot, file) },
    );
    return (result?.messages ?? []).filter((m) => m.ruleId === 'site/styles-below-component');
  };

  it("reports a style above its component in an app's source, the shell and the kit", async () => {
    expect(await styleErrors('mfe-shop/src/features/cart/Card.tsx')).toHaveLength(1);
    expect(await styleErrors('shell/src/features/header/Card.tsx')).toHaveLength(1);
    expect(await styleErrors('shared-contracts/ui/Card.tsx')).toHaveLength(1);
  });
});
