import { sharedVersionProblems, type AppManifest } from './shared-versions';

const deps = {
  react: '^19.2.0',
  'react-dom': '^19.2.0',
  'react-router': '^7.9.0',
  'react-router-dom': '^7.9.0',
  'react-redux': '^9.2.0',
  '@reduxjs/toolkit': '^2.11.0',
  'styled-components': '^6.1.19',
  'single-spa': '^6.0.3',
  'shared-contracts': '^1.0.0',
};
const installed = {
  ...Object.fromEntries(Object.keys(deps).map((k) => [k, '0.0.0'])),
  react: '19.3.1',
  'react-dom': '19.3.1',
  'react-router': '7.18.5',
  'react-router-dom': '7.18.5',
  'react-redux': '9.3.1',
  '@reduxjs/toolkit': '2.14.0',
  'styled-components': '6.6.0',
  'single-spa': '6.0.3',
  'shared-contracts': '1.0.0',
};

describe('sharedVersionProblems', () => {
  it('accepts apps whose ranges all take the installed versions', () => {
    const apps: AppManifest[] = [
      { app: 'shell', dependencies: deps },
      { app: 'mfe-shop', dependencies: { ...deps, react: '^19.0.0' } },
    ];
    expect(sharedVersionProblems(apps, installed)).toEqual([]);
  });

  it('reports two apps asking for incompatible majors', () => {
    const apps: AppManifest[] = [
      { app: 'shell', dependencies: deps },
      { app: 'mfe-shop', dependencies: { ...deps, react: '^18.2.0' } },
    ];
    const messages = sharedVersionProblems(apps, installed).map((p) => p.message);
    expect(messages).toContain('shell wants react@^19.2.0 but mfe-shop wants react@^18.2.0: no version satisfies both');
    expect(messages).toContain('mfe-shop wants react@^18.2.0 but 19.3.1 is installed');
  });

  it('reports an app that does not declare a shared singleton', () => {
    const { 'styled-components': _omit, ...withoutStyled } = deps;
    const problems = sharedVersionProblems([{ app: 'mfe-chat', dependencies: withoutStyled }], installed);
    expect(problems).toEqual([
      { pkg: 'styled-components', message: 'mfe-chat does not declare styled-components, a shared singleton' },
    ]);
  });
});
