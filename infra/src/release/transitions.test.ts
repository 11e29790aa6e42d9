import type { LiveRenders } from '../render/site-renders';
import { apps, type App } from './apps';
import type { Canary, Deployments } from './deployments';
import {
  decideOnCanary,
  deployRelease,
  deploySet,
  namedReleases,
  promoteCanary,
  restart,
  rollBack,
  type EnvironmentState,
  type Transition,
} from './transitions';

const where = '/srv/site';
const at = '2026-11-27T06:00:00.000Z';
const set = (ids: Partial<Record<App, string>> = {}) =>
  Object.fromEntries(apps.map((app) => [app, ids[app] ?? `${app}-1`])) as Record<App, string>;
const histories = (steps: Partial<Record<App, string[]>> = {}) =>
  Object.fromEntries(apps.map((app) => [app, steps[app] ?? [`${app}-1`]])) as Record<App, string[]>;
const pinsOf = (record: Omit<Deployments, 'seals'>) =>
  Object.fromEntries(namedReleases(record as Deployments).map((key) => [key, `seal of ${key}`]));

/** Every app on `<app>-1`, shop one step further on `shop-2`, each release pinned with its seal. */
const base: Deployments = (() => {
  const record = { deployed: set({ shop: 'shop-2' }), history: histories({ shop: ['shop-1', 'shop-2'] }) };
  return { ...record, seals: pinsOf(record) };
})();
const shopCanary: Canary = { app: 'shop', id: 'shop-3', percent: 10, startedAt: '2026-11-26T00:00:00.000Z' };
const withShopCanary: Deployments = { ...base, canary: shopCanary, seals: { ...base.seals, 'shop/shop-3': 'seal 3' } };
const memberCanary: Canary = { app: 'member', id: 'member-2', percent: 20, startedAt: shopCanary.startedAt };
const withMemberCanary: Deployments = { ...base, canary: memberCanary };

const liveOne: LiveRenders = { render: 'render-a' };
const liveBoth = (app: App): LiveRenders => ({ render: 'render-a', canary: { app, percent: 10, render: 'render-b' } });
/** The state a command reads: `null` where there is no `current.json` yet. */
const state = (deployments: Deployments | undefined, live: LiveRenders | null = liveOne): EnvironmentState => ({
  where,
  deployments,
  live: live ?? undefined,
});

describe('each command refused, in one line, on the record it was given', () => {
  it.each<[string, () => Transition | undefined, string]>([
    [
      'a deploy where nothing is deployed',
      () => deployRelease(state(undefined, null), { app: 'shop', id: 'shop-3', at }),
      'Nothing is deployed in /srv/site yet: start the site there first (npm start)',
    ],
    [
      'a canary while another app has one live',
      () => deployRelease(state(withMemberCanary), { app: 'shop', id: 'shop-3', canary: { percent: 10 }, at }),
      "member's canary member-2 is live: promote or roll it back first",
    ],
    [
      'a canary of the release every visitor already runs',
      () => deployRelease(state(base), { app: 'shop', id: 'shop-2', canary: { percent: 10 }, at }),
      'shop-2 is already deployed for every visitor of shop',
    ],
    [
      'a rollback with nothing to go back to',
      () => rollBack(state(base), 'chat'),
      'chat has no earlier release to roll back to',
    ],
    [
      'a rollback where nothing is deployed',
      () => rollBack(state(undefined, null), 'shop'),
      'shop has no earlier release to roll back to',
    ],
    ['a promotion without a canary', () => promoteCanary(state(base), 'shop'), 'shop has no canary to promote'],
    [
      "a promotion of another app's canary",
      () => promoteCanary(state(withMemberCanary, liveBoth('member')), 'shop'),
      'shop has no canary to promote',
    ],
    [
      'a promotion of a canary the record names but the live renders do not serve',
      () => promoteCanary(state(withShopCanary, liveOne), 'shop'),
      'shop has no canary to promote',
    ],
    [
      'a restart where nothing is deployed',
      () => restart(state(undefined, null)),
      'Nothing is deployed in /srv/site yet: start the site there first (npm start)',
    ],
  ])('%s', (_, run, refused) => {
    expect(run()).toEqual({ refused });
  });
});

describe('each command, from one record to the next', () => {
  it.each<[string, () => Transition | undefined, Transition]>([
    [
      'a deploy points the app at the release, with a history step, every page rendered again',
      () => deployRelease(state(base), { app: 'chat', id: 'chat-2', at }),
      {
        next: {
          deployed: set({ shop: 'shop-2', chat: 'chat-2' }),
          history: histories({ shop: ['shop-1', 'shop-2'], chat: ['chat-1', 'chat-2'] }),
          seals: base.seals,
        },
        pages: { render: true },
      },
    ],
    [
      'a deploy of the release already live renders again without a history step',
      () => deployRelease(state(base), { app: 'shop', id: 'shop-2', at }),
      { next: base, pages: { render: true } },
    ],
    [
      "a deploy of the canary's app ends its canary, its seal no longer kept",
      () => deployRelease(state(withShopCanary, liveBoth('shop')), { app: 'shop', id: 'shop-4', at }),
      {
        next: {
          deployed: set({ shop: 'shop-4' }),
          history: histories({ shop: ['shop-1', 'shop-2', 'shop-4'] }),
          seals: base.seals,
        },
        pages: { render: true },
      },
    ],
    [
      'a deploy of another app keeps the canary, rendered again with the new set',
      () => deployRelease(state(withMemberCanary, liveBoth('member')), { app: 'chat', id: 'chat-2', at }),
      {
        next: {
          deployed: set({ shop: 'shop-2', chat: 'chat-2' }),
          history: histories({ shop: ['shop-1', 'shop-2'], chat: ['chat-1', 'chat-2'] }),
          canary: memberCanary,
          seals: base.seals,
        },
        pages: { render: true },
      },
    ],
    [
      'a canary starts now beside the deployed set, whose live render is kept',
      () =>
        deployRelease(state(base), {
          app: 'shop',
          id: 'shop-3',
          canary: { percent: 25, auto: { minVisitors: 50, margin: 0.02, cleanMs: 3_600_000 } },
          at,
        }),
      {
        next: {
          ...base,
          canary: {
            app: 'shop',
            id: 'shop-3',
            percent: 25,
            startedAt: at,
            auto: { minVisitors: 50, margin: 0.02, cleanMs: 3_600_000 },
          },
        },
        pages: { render: true, stable: 'render-a' },
      },
    ],
    [
      "a canary replaces its app's canary; with no live render, both sets are rendered",
      () => deployRelease(state(withShopCanary, null), { app: 'shop', id: 'shop-4', canary: { percent: 5 }, at }),
      {
        next: { ...base, canary: { app: 'shop', id: 'shop-4', percent: 5, startedAt: at } },
        pages: { render: true },
      },
    ],
    [
      "a rollback goes back one step of the app's history, keeping another app's canary",
      () => rollBack(state(withMemberCanary, liveBoth('member')), 'shop'),
      {
        next: {
          deployed: set(),
          history: histories(),
          canary: memberCanary,
          seals: pinsOf({ deployed: set(), history: histories() }),
        },
        pages: { render: true },
      },
    ],
    [
      'a rollback with a canary live ends it: the deployed set, its history untouched, served from its render on disk',
      () => rollBack(state(withShopCanary, liveBoth('shop')), 'shop'),
      { next: base, pages: { switchTo: 'render-a' } },
    ],
    [
      "a promotion makes the canary the deployed release with a history step, served from the canary's render",
      () => promoteCanary(state(withShopCanary, liveBoth('shop')), 'shop'),
      {
        next: {
          deployed: set({ shop: 'shop-3' }),
          history: histories({ shop: ['shop-1', 'shop-2', 'shop-3'] }),
          seals: withShopCanary.seals,
        },
        pages: { switchTo: 'render-b' },
      },
    ],
    [
      'an automatic promotion of the live canary is the promotion',
      () => decideOnCanary(state(withShopCanary, liveBoth('shop')), { app: 'shop', id: 'shop-3', action: 'promote' }),
      promoteCanary(state(withShopCanary, liveBoth('shop')), 'shop'),
    ],
    [
      'an automatic rollback of the live canary ends it',
      () => decideOnCanary(state(withShopCanary, liveBoth('shop')), { app: 'shop', id: 'shop-3', action: 'rollback' }),
      { next: base, pages: { switchTo: 'render-a' } },
    ],
    [
      'a whole set steps each app that changed and ends a canary',
      () => deploySet(state(withShopCanary, liveBoth('shop')), set({ shop: 'shop-2', marketing: 'marketing-2' })),
      {
        next: {
          deployed: set({ shop: 'shop-2', marketing: 'marketing-2' }),
          history: histories({ shop: ['shop-1', 'shop-2'], marketing: ['marketing-1', 'marketing-2'] }),
          seals: base.seals,
        },
        pages: { render: true },
      },
    ],
    [
      'a whole set in a new environment starts every history',
      () => deploySet(state(undefined, null), set()),
      { next: { deployed: set(), history: histories(), seals: {} }, pages: { render: true } },
    ],
    [
      'a restart serves the record as it is',
      () => restart(state(withShopCanary, liveBoth('shop'))),
      { next: withShopCanary, pages: { render: true } },
    ],
  ])('%s', (_, run, expected) => {
    expect(run()).toEqual(expected);
  });
});

describe('an automatic decision with nothing to decide', () => {
  it.each<[string, EnvironmentState]>([
    ['another canary of the app is live', state(withShopCanary, liveBoth('shop'))],
    ['no canary is live', state(base)],
    ['nothing is deployed', state(undefined, null)],
  ])('%s: none is taken', (_, environment) => {
    expect(decideOnCanary(environment, { app: 'shop', id: 'shop-earlier', action: 'rollback' })).toBeUndefined();
  });
});

describe('the seals a record keeps', () => {
  it('keeps the pin of every release still named, drops the rest, and leaves a release new here unpinned', () => {
    const next = deployRelease(state(withShopCanary, liveBoth('shop')), { app: 'chat', id: 'chat-2', at });
    expect('next' in next && next.next.seals).toEqual(withShopCanary.seals);
    const promoted = promoteCanary(state({ ...withShopCanary, seals: {} }, liveBoth('shop')), 'shop');
    expect('next' in promoted && promoted.next.seals).toEqual({});
    expect(namedReleases(withShopCanary)).toEqual([...Object.keys(base.seals!), 'shop/shop-3'].sort());
  });
});
