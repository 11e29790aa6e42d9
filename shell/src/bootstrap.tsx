import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { addErrorHandler, registerApplication, start, triggerAppChange } from 'single-spa';

import { ownerOf, remoteNames, type RemoteName } from 'shared-contracts/routes/route-table';
import { sessionStore } from 'shared-contracts/storage/tab-storage';
import { browserStorage } from 'shared-contracts/store/persisted';
import { townLookupModule, type TownLookup } from 'shared-contracts/towns/town-lookup';

import { mountShell } from './app/mount-shell';
import { readPageData } from './app/page-data';
import { fetchRuntimeConfig } from './config/runtime-config';
import { openCartOnRequest, shopIsActive } from './features/cart-drawer/cart-on-demand';
import { chatIsActive, mountChatOnRequest, prefetchOnce } from './features/chat-launcher/chat-on-demand';
import { LazyChatLauncher } from './features/chat-launcher/lazy-chat-launcher';
import { HYDRATED_ATTRIBUTE } from './features/first-view/start-policy';
import { watchVisitorPauses } from './features/first-view/visitor-pause';
import { yieldToBrowser } from './features/first-view/yield-to-browser';
import { announcePageOnRouteChange } from './features/navigation/announce-page';
import { scrollToTopOnRouteChange } from './features/navigation/scroll-to-top';
import { LazyNotFoundPage } from './features/not-found/lazy-not-found';
import { reportReleaseErrors } from './features/release-reports';
import { remoteApplication } from './remotes/remote-application';
import { createRemoteLoader } from './remotes/remote-loader';
import { renderFallback } from './remotes/render-fallback';
import { createShellStore, followOtherTabs, loadPersistedState } from './store/create-store';
import { carryToasts, readCarriedToasts, stillRunning } from './store/toasts-carried';
import { toastsCarried } from './store/toastsSlice';

const byId = (id: string) => {
  const element = document.getElementById(id);
  if (!element) throw new Error(`The page has no #${id}`);
  return element;
};

/** Resolves after single-spa has mounted (or failed) every application of the first route. */
const firstRouteSettled = () =>
  new Promise<void>((resolve) => window.addEventListener('single-spa:routing-event', () => resolve(), { once: true }));

async function startShell() {
  const storage = browserStorage();
  const page = readPageData();
  // A rendered page names the manifests its HTML came from, so its scripts are the same releases.
  const config = page?.manifest ?? (await fetchRuntimeConfig());
  const { store, rootReducer } = createShellStore(storage, page?.state);
  if (storage) followOtherTabs(store, storage);
  const session = sessionStore();
  const carried = readCarriedToasts(session);
  carryToasts(store, session, carried);
  const reports = reportReleaseErrors(config);
  const loader = createRemoteLoader({ registerPlugins, registerRemotes, loadRemote }, config, {
    onIntegrityRefused: reports.integrityRefused,
  });

  // The chat's code is evaluated and mounted in the visitor's next pause: the press that asks for it
  // and the keys typed into the greeting's field are drawn first (its files are already fetched). The
  // pause is looked for after this task, since interest (pointerenter) comes before the press it
  // belongs to.
  const visitorPauses = watchVisitorPauses(window);
  const inVisitorsNextPause = () =>
    new Promise((resolve) => window.setTimeout(resolve)).then(() => visitorPauses.paused());
  const suggestTowns = async (query: string) =>
    (await loader.loadModule<TownLookup>(townLookupModule.remote, townLookupModule.exposed)).similarTowns(query, 3);
  mountShell({
    store,
    siteOrigin: config.siteOrigin,
    pathname: window.location.pathname,
    year: new Date(page?.renderedAt ?? Date.now()).getFullYear(),
    suggestTowns,
    prefetchChat: prefetchOnce(() => inVisitorsNextPause().then(() => loader.load('chat'))),
    NotFound: LazyNotFoundPage,
    ChatLauncher: LazyChatLauncher,
  });
  // The shell's parts hydrate in their own tasks; the remotes start after a break too.
  await yieldToBrowser();

  // The chat's code stays off the first load: its application becomes active once the visitor asks for it.
  mountChatOnRequest(store, () => inVisitorsNextPause().then(triggerAppChange));
  // The header's cart opens the shop's drawer on any page, so the shop mounts wherever the visitor asks for it.
  openCartOnRequest(store, triggerAppChange);
  const isActive = (remote: RemoteName) =>
    remote === 'chat'
      ? chatIsActive(store)
      : remote === 'shop'
        ? shopIsActive(store)
        : (location: Location) => ownerOf(location.pathname) === remote;
  for (const remote of remoteNames) {
    registerApplication({
      name: remote,
      app: remoteApplication(remote, loader, renderFallback, {
        onFailure: (name, error) => {
          console.error(`[shell] ${name} remote failed`, error);
          reports.remoteFailed(name);
        },
      }),
      activeWhen: isActive(remote),
      customProps: {
        store,
        rootReducer,
        siteOrigin: config.siteOrigin,
        domElement: byId(`mfe-${remote}`),
        loadRemoteModule: loader.loadModule,
      },
    });
  }
  addErrorHandler((error) => console.error(`[shell] ${error.appOrParcelName} failed`, error));
  scrollToTopOnRouteChange();
  announcePageOnRouteChange();
  // Stored state (cart, sign-in) comes in once every part has hydrated what the server drew; then the
  // page says it is fully interactive (tests and monitoring wait for that).
  const settled = firstRouteSettled().then(() => {
    if (page) loadPersistedState(store, storage);
    // Toasts still running on the page the visitor came from (a document move) finish here.
    store.dispatch(toastsCarried(stillRunning(carried)));
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  });
  start({ urlRerouteOnly: true });
  await settled;
}

/** Starts the site's scripts; resolves once the first route's parts have hydrated, or the start failed. */
export function startSite(): Promise<void> {
  return startShell().catch((error: unknown) => {
    console.error('[shell] could not start', error);
    byId('main').insertAdjacentHTML(
      'afterbegin',
      '<p style="padding:48px 20px;text-align:center">We could not load the site just now. Please refresh the page, or call us at <a href="tel:+17735550148">(773) 555-0148</a>.</p>',
    );
  });
}
