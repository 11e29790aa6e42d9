import { business } from 'shared-contracts/business/business';
import { pagePaths } from 'shared-contracts/routes/route-table';

import type { ResourceArticle } from './resource-article';

const HOME = { name: 'Home', url: pagePaths.home } as const;

export const privacyPolicy: ResourceArticle = {
  path: pagePaths.privacyPolicy,
  title: 'Privacy Policy',
  eyebrow: 'Legal',
  lead: 'What we collect on this website, why, and what we do with it.',
  description: 'Privacy policy of the Wrap Lab Chicago website: quote requests, the shop, member accounts and cookies.',
  image: 'vinyl-install',
  parent: HOME,
  sections: [
    {
      heading: 'What we collect',
      list: [
        'Quote requests: your name, e-mail, phone, vehicle type and message, sent to our team by e-mail and kept so we can follow up.',
        'Shop orders: your contact and shipping details; card details go directly to our payment provider and never reach our servers.',
        'Member area: your name, company and e-mail are kept in your own browser.',
        'Basic server logs (IP address, pages requested) to keep the site secure, including limits on repeated form submissions.',
      ],
    },
    {
      heading: 'How we use it',
      paragraphs: [
        'Only to answer your request, fulfil your order and run our business. We do not sell or rent personal information.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'Quote requests are kept for up to three years so we can honor warranties and follow-up work. Ask us and we will delete yours sooner.',
      ],
    },
    {
      heading: 'Your choices',
      paragraphs: [
        `To see, correct or delete your information, e-mail ${business.email} or call ${business.phone.display}.`,
      ],
    },
  ],
};

export const termsOfService: ResourceArticle = {
  path: pagePaths.termsOfService,
  title: 'Terms of Service',
  eyebrow: 'Legal',
  lead: 'The terms for using this website, ordering from the shop and booking our services.',
  description: 'Terms of service of Wrap Lab Chicago: quotes, deposits, shop orders, warranties and website use.',
  image: 'vinyl-install',
  parent: HOME,
  sections: [
    {
      heading: 'Quotes and deposits',
      paragraphs: [
        'Estimates are valid for 30 days. A 50% deposit books an installation date; the balance is due at pickup.',
      ],
    },
    {
      heading: 'Shop orders',
      paragraphs: [
        'Prices are in US dollars. Illinois sales tax applies, with Chicago tax for Chicago addresses. Shipping is free on shop orders.',
      ],
    },
    {
      heading: 'Warranties',
      paragraphs: [
        'Installation and film defects on our wraps are covered for five years; see the warranty information page for what is covered and how to file a claim.',
      ],
    },
    {
      heading: 'Using this site',
      paragraphs: [
        `Content and images on this site belong to ${business.legalName}. Do not misuse the forms or try to disrupt the service. These terms are governed by the laws of Illinois.`,
      ],
    },
  ],
};
