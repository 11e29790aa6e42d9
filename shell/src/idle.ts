import { fieldSampleShare } from 'shared-contracts/field/field-report';
import { sessionStore } from 'shared-contracts/storage/tab-storage';

import { readPageData } from './app/page-data';
import { sendFieldReport } from './features/field-vitals/field-batch';
import { sendHandedOver } from './features/field-vitals/field-handover';
import { measureField } from './features/field-vitals/measure-field';
import { drawNextPagesInView } from './features/next-pages/next-pages-in-view';
import { readingEffects } from './features/reading/reading-effects';

// The idle script: the start script inserts it in a spare moment after the first view.
readingEffects(window, document);
drawNextPagesInView(window, document);
const session = sessionStore();
// What the page before this one handed over on the visitor's way here; a page the visitor comes
// back to from the back/forward cache runs no script anew, so it sends on being shown again.
const sendEarlierPages = () => sendHandedOver(session, sendFieldReport);
sendEarlierPages();
window.addEventListener('pageshow', (event) => event.persisted && sendEarlierPages());
const page = readPageData();
if (page && Math.random() < fieldSampleShare) measureField(page.manifest, session);
