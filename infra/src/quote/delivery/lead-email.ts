import { business } from 'shared-contracts/business/business';

import type { Lead } from '../store/lead';

export interface Address {
  name: string;
  address: string;
}

export interface LeadEmail {
  from: Address;
  to: string;
  replyTo: Address;
  subject: string;
  text: string;
  html: string;
  /** The same for every attempt, so a mail client shows a re-sent lead once. */
  messageId: string;
  leadId: string;
}

export interface LeadEmailAddresses {
  from: Address;
  to: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const notGiven = 'not given';

function rows(lead: Lead): [string, string][] {
  const { fields } = lead;
  return [
    ['Name', fields.name],
    ['Email', fields.email],
    ['Phone', fields.phone || notGiven],
    ['Vehicle type', fields.vehicleType || notGiven],
    ['Received', new Date(lead.createdAt).toISOString()],
    ['Lead id', lead.id],
  ];
}

/** The e-mail the owner receives for a lead: every field in plain text, and an HTML part with all visitor text escaped. */
export function leadEmail(lead: Lead, addresses: LeadEmailAddresses): LeadEmail {
  const { fields } = lead;
  const table = rows(lead);
  const text = [
    `New quote request from the ${business.name} website.`,
    '',
    ...table.map(([label, value]) => `${label}: ${value}`),
    '',
    'Message:',
    fields.message,
    '',
    `Reply to this e-mail to answer ${fields.name} directly.`,
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0b1120">',
    `<h1 style="font-size:18px">New quote request from the ${escapeHtml(business.name)} website</h1>`,
    '<table cellpadding="4" style="border-collapse:collapse">',
    ...table.map(
      ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    '<h2 style="font-size:16px">Message</h2>',
    `<p style="white-space:pre-wrap">${escapeHtml(fields.message)}</p>`,
    `<p>Reply to this e-mail to answer ${escapeHtml(fields.name)} directly.</p>`,
    '</body></html>',
  ].join('\n');

  return {
    from: addresses.from,
    to: addresses.to,
    replyTo: { name: fields.name, address: fields.email },
    subject: `Quote request: ${fields.vehicleType || 'vehicle not specified'} from ${fields.name}`,
    text,
    html,
    messageId: `<lead-${lead.id}@${addresses.from.address.split('@')[1] ?? 'localhost'}>`,
    leadId: lead.id,
  };
}
