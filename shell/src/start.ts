/**
 * The page's first script: it decides when the site's scripts start, fetches them once the first
 * view is on screen, and holds early presses until they have started; in a spare moment it adds the
 * idle script (what reading asks for, field measuring). A page drawn from stored state starts once
 * its first view is on screen; any other page when the visitor first acts on it. A page prerendered
 * on the visitor's intent does none of it until the visitor's tap shows it.
 */
import { sessionStore } from 'shared-contracts/storage/tab-storage';

import { answerEarlyChat, chatIsWaiting, reopenCarriedChat } from './features/chat-launcher/early-chat';
import { afterFirstView, nextFrame } from './features/first-view/after-first-view';
import { addToCartEarly } from './features/first-view/early-cart';
import { holdEarlyPresses } from './features/first-view/early-presses';
import { insertIdleScript } from './features/first-view/idle-script';
import { chatFilesBase, prefetchSiteFiles, whenIdle } from './features/first-view/prefetch';
import { insertSiteScripts } from './features/first-view/site-scripts';
import { firstIntent, startMoment } from './features/first-view/start-policy';
import { watchVisitorPauses } from './features/first-view/visitor-pause';
import { whenShown } from './features/first-view/when-shown';
import { toastsAreRunning } from './store/toasts-carried';

/** The browser's local storage, or nothing where the visitor's settings refuse it. */
function storage() {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function start() {
  const session = sessionStore();
  // Before the page's first frame only listeners are added, so no act is missed (the act that starts
  // the page counts towards the visitor's pause too).
  const pauses = watchVisitorPauses(window);
  const earlyPresses = holdEarlyPresses(document, (button) => addToCartEarly(button, storage(), document));
  const intent = firstIntent(window);
  // The chat's field works before its code, and intent on its launcher fetches that code (the files
  // the render job named for it) in the browser's next spare moment: the press and the first keys
  // are drawn first.
  let chatFetched = false;
  const prefetchChat = () => {
    const chatFiles = chatFilesBase(document);
    if (chatFetched || !chatFiles) return;
    chatFetched = true;
    prefetchSiteFiles(document, (href) => href.startsWith(chatFiles));
  };
  answerEarlyChat(document, session, () => void whenIdle(window, 300).then(prefetchChat));

  // Everything else waits until that frame is out, so a page reached by a link paints as soon as its
  // HTML alone would: reading the tab's storage, a chat open on the last page or a toast still
  // running there (both carry on here), fetching the site's files.
  void nextFrame(window).then(() => {
    insertIdleScript(window, document);
    const carriesOver = chatIsWaiting(session, document) || toastsAreRunning(session);
    reopenCarriedChat(document, session);
    const onIntent = !carriesOver && startMoment(document, storage()) === 'on-intent';
    const startWhen = onIntent ? intent : afterFirstView();
    let acted = false;
    void startWhen.then(() => (acted = true));
    // The files arrive while the visitor reads, so the first act only runs them (a visitor who acted
    // sooner is already fetching them).
    if (onIntent)
      void afterFirstView()
        .then(() => whenIdle(window))
        .then(() => acted || chatFetched || prefetchSiteFiles(document));

    // The act's own answer (a menu, a details, a field and the keys typed into it) is drawn before the
    // scripts take the main thread: they start once the visitor pauses, that frame is out and the
    // browser has a moment to spare.
    void startWhen
      .then(() => pauses.paused())
      .then(() => nextFrame(window))
      .then(() => whenIdle(window, 500))
      .then(() => {
        pauses.stop();
        return insertSiteScripts(document);
      })
      .finally(() => earlyPresses.replay());
  });
}

void whenShown(document).then(start);
