import path from 'node:path';

import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';

import { repoRoot } from '../base/repo-root';
import { pageLinks, pageOf } from './page-links';

const ruleTester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

const refused = (page: string) => ({ message: new RegExp(`name it through the route table, ${page}`) });

ruleTester.run('page-links', pageLinks, {
  valid: [
    // The route table's names, plain and filled.
    'const a = <Link to={pagePaths.contact}>Contact</Link>;',
    'const a = <TownView path={pagePaths.vehicleWrapsChicago} />;',
    'const link = { label: "Contact us", to: pagePaths.contact };',
    'const crumb = { name: "Locations", path: pagePaths.locations };',
    'const item = { href: townPath(town.id), label: town.name };',
    'navigate(pathTo(pagePaths.town, town.id));',
    'navigate(pagePaths.checkout, { replace: true });',
    'const enrol = `${pagePaths.contact}?subject=Training%20Enrollment`;',
    'const quote = `${pagePaths.contact}#quote-form`;',
    // A breadcrumb's url, a page's canonical and the structured data's URLs, through the route table.
    "const crumbs = [{ name: 'Home', url: pagePaths.home }, { name: town.name, url: townPath(town.id) }];",
    'usePageMeta({ title, canonical: pagePaths.contact });',
    'const meta = { canonical: pathTo(pagePaths.blogPost, post.id) };',
    'const site = absoluteUrl(origin, pagePaths.home);',
    'const business = absoluteUrl(origin, `${pagePaths.home}#business`);',
    'const region = absoluteUrl(origin, regionPath(region.slug));',
    // Paths that are no page stay as they are.
    "const crumb = { name: 'Picture', url: '/media/x.webp' };",
    "const meta = { canonical: '/api/x' };",
    "const logo = absoluteUrl(origin, '/logo.svg');",
    "const map = absoluteUrl(origin, '/sitemap.xml');",
    "const other = { url: 'https://example.com/contact' };",
    'const a = <a href="/downloads/care-guide.pdf">Guide</a>;',
    "const image = { href: '/media/wraps/van-960.avif' };",
    'const api = `/api/quote/${id}`;',
    "const tel = { href: 'tel:+13125550100' };",
    "const anchor = { href: '#main' };",
    "const other = { href: 'https://example.com/contact' };",
    // A path in a place no link is made: a label, a comparison, a split.
    "const label = { name: '/contact' };",
    "const parts = pathname.split('/');",
  ],
  invalid: [
    { code: 'const a = <Link to="/gallery">Gallery</Link>;', errors: [refused('pagePaths.gallery')] },
    { code: 'const a = <a href="/contact">Contact</a>;', errors: [refused('pagePaths.contact')] },
    { code: 'const a = <MemberPage path="/my-orders" />;', errors: [refused('pagePaths.myOrders')] },
    {
      code: 'const a = <Link to={`/locations/${town.id}`}>{town.name}</Link>;',
      errors: [refused('pathTo\\(pagePaths.town')],
    },
    { code: 'const path = `/blog/category/${slug}`;', errors: [refused('pathTo\\(pagePaths.blogCategory')] },
    {
      code: 'const href = (vehicle: string) => `/contact?subject=${encodeURIComponent(vehicle)}`;',
      errors: [refused('pagePaths.contact')],
    },
    { code: "const link = { label: 'Visit the shop', to: '/shop' };", errors: [refused('pagePaths.shop')] },
    {
      code: "const member = { href: '/member-dashboard', label: 'My Account' };",
      errors: [refused('pagePaths.memberDashboard')],
    },
    { code: "const crumb = { name: 'Regions', path: '/locations' };", errors: [refused('pagePaths.locations')] },
    {
      code: "const link = { 'to': '/services/ceramic-coatings' };",
      errors: [refused('pathTo\\(pagePaths.service')],
    },
    { code: "navigate('/thank-you');", errors: [refused('pagePaths.thankYou')] },
    { code: "props.navigate('/', { replace: true });", errors: [refused('pagePaths.home')] },
    { code: 'navigate(`/shopping/${product.id}`);', errors: [refused('pathTo\\(pagePaths.shoppingProduct')] },
    { code: "const crumb = { name: 'Home', url: '/' };", errors: [refused('pagePaths.home')] },
    { code: "const crumb = { name: 'Shop', 'url': '/shopping' };", errors: [refused('pagePaths.shopping')] },
    {
      code: "usePageMeta({ title, canonical: '/warranty-information' });",
      errors: [refused('pagePaths.warrantyInformation')],
    },
    { code: "const meta = { canonical: '/locations/evanston' };", errors: [refused('pathTo\\(pagePaths.town')] },
    { code: "const url = absoluteUrl(origin, '/training-classes');", errors: [refused('pagePaths.trainingClasses')] },
    { code: "const id = absoluteUrl(origin, '/#business');", errors: [refused('pagePaths.home')] },
    { code: 'const url = absoluteUrl(origin, `/regions/${slug}`);', errors: [refused('pathTo\\(pagePaths.region')] },
  ],
});

describe('which spelled-out paths are pages', () => {
  it('names the page a path leads to, by the route table, its query and fragment aside', () => {
    expect(pageOf('/contact')).toBe('contact');
    expect(pageOf('/contact?subject=x#form')).toBe('contact');
    expect(pageOf('/blog/category/x')).toBe('blogCategory');
    expect(pageOf('/blog/x')).toBe('blogPost');
    expect(pageOf('/services/x')).toBe('service');
  });

  it('leaves paths no route matches: media, downloads, the API, other origins', () => {
    expect(pageOf('/media/wraps/van.avif')).toBeUndefined();
    expect(pageOf('/downloads/care-guide.pdf')).toBeUndefined();
    expect(pageOf('/api/quote')).toBeUndefined();
    expect(pageOf('//cdn.example.com/contact')).toBeUndefined();
    expect(pageOf('contact')).toBeUndefined();
  });
});

describe('where the lint applies', () => {
  const eslint = new ESLint({ cwd: repoRoot });
  const linkErrors = async (file: string, code = "export const link = { label: 'Contact', to: '/contact' };\n") => {
    const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'site/page-links');
  };

  it("refuses a spelled-out page path in every app's and the contracts' source, .ts and .tsx", async () => {
    expect(await linkErrors('shell/src/features/x.ts')).toHaveLength(1);
    expect(await linkErrors('mfe-chat/src/features/chat/x.ts')).toHaveLength(1);
    expect(await linkErrors('mfe-locations/src/features/x.tsx')).toHaveLength(1);
    expect(await linkErrors('shared-contracts/ui/x.tsx')).toHaveLength(1);
  });

  it('lets the route table spell each path once, and tests name the paths they expect', async () => {
    expect(await linkErrors('shared-contracts/routes/route-table.ts')).toEqual([]);
    expect(await linkErrors('mfe-shop/src/features/x.test.tsx')).toEqual([]);
  });
});
