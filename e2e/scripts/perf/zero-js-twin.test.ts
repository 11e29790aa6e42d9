import assert from 'node:assert/strict';
import { test } from 'node:test';

import { isScriptPreload, mainText, stripScripts } from './zero-js-twin';

test('every script element goes: code, modules, JSON-LD and embedded data', () => {
  const html = [
    '<head><title>T</title>',
    '<script type="application/ld+json">{"@type":"WebPage"}</script>',
    '<SCRIPT>window.x = 1</SCRIPT >',
    '</head><body><p>kept</p>',
    '<script id="page-data" type="application/json">{"a":"<\\/p>"}</script>',
    '<script defer src="/main.3d640a665e.js"></script>',
    '<script type="module" src="/m.js" data-note="a > b"></script>',
    '</body>',
  ].join('\n');
  const twin = stripScripts(html);
  assert.doesNotMatch(twin, /script|main\.3d6|ld\+json|page-data|window\.x/i);
  assert.match(twin, /<title>T<\/title>/);
  assert.match(twin, /<p>kept<\/p>/);
});

test('script content ends at the first </script, as a browser reads it', () => {
  assert.equal(stripScripts('<script>if (a < b) go("<p>")</script><p>after</p>'), '<p>after</p>');
});

test('script preloads go; other links stay', () => {
  const links = [
    '<link rel="modulepreload" href="/a.js">',
    '<link href="/b.js" as="script" rel="preload"/>',
    "<link rel='PRELOAD' AS='Script' href='/c.js'>",
    '<link rel=modulepreload href=/d.js>',
    '<link rel="preload prefetch" as="script" href="/e.js">',
  ];
  const kept = [
    '<link rel="preload" as="image" href="/logo.svg"/>',
    '<link rel="preload" as="font" type="font/woff2" href="/inter.woff2" crossorigin>',
    '<link rel="stylesheet" href="/site.css">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    '<link rel="canonical" href="https://www.example.com/x?as=script">',
  ];
  assert.equal(stripScripts([...links, ...kept].join('')), kept.join(''));
  assert.ok(links.every(isScriptPreload));
  assert.ok(!kept.some(isScriptPreload));
});

test('a script that never closes is an error, not a twin with scripts', () => {
  assert.throws(() => stripScripts('<p>a</p><script src="/x.js">'), /unclosed/);
});

test('HTML without scripts comes back unchanged', () => {
  const html =
    '<!doctype html><html><head><style>p{color:red}</style></head><body><img src="/media/a.webp" alt=""></body></html>';
  assert.equal(stripScripts(html), html);
});

test('mainText is what a reader sees in <main>', () => {
  const html =
    '<header>Menu</header><main id="main"><h1>Secure Checkout</h1><style>.a{}</style><p>Loading &amp; waiting&#x27;s&nbsp;fine</p>\n<script>x()</script></main><footer>F</footer>';
  assert.equal(mainText(html), "Secure Checkout Loading & waiting's fine");
  assert.equal(mainText('<body><p>no main</p></body>'), null);
});
