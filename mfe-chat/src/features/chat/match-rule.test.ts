import { chatRules, defaultRule, type ChatRule } from './chat-rules';
import { fillTemplate, findRule, keywordPattern, replyTo, type ReplyContext } from './match-rule';

const chicago: ReplyContext = {
  town: 'Chicago',
  place: 'Chicago',
  phone: '(773) 555-0148',
  email: 'info@wraplabchicago.com',
  address: '4711 N. Lamon Ave, Chicago, IL 60630',
  weekdayHours: '8:00 AM - 6:00 PM',
  saturdayHours: '9am-3pm',
  nearbyTowns: 'Within 30 miles of Chicago we also serve Evanston and Skokie.',
};

describe('the keyword rules', () => {
  it.each([
    ['How much does a full wrap cost?', 'price', 'Full vehicle wraps usually cost about $2,500-$6,000'],
    ['What is the price of a partial?', 'price', 'Partial wraps start from about $1,000'],
    [
      'How long does installation take?',
      'installation-time',
      'A full wrap takes 3-5 business days, a partial wrap 1-2 days and a ceramic coating 2-3 days',
    ],
    ['Do you offer a warranty?', 'warranty', 'Our wraps come with a 5-year warranty'],
    ['Tell me about ceramic coating', 'ceramic-coating', 'up to 5 years'],
    ['Is PPF worth it?', 'paint-protection-film', 'Paint protection film is a clear, self-healing layer'],
    ['I want a matte black color change', 'color-change', 'about $3,000-$6,000'],
    ['We have a fleet of 12 vans', 'fleet', 'about $2,500-$5,000 per vehicle'],
    [
      'What are your hours?',
      'hours',
      "We're open Monday to Friday 8:00 AM - 6:00 PM and Saturday 9am-3pm. On Saturday the front desk stays open until 4:00 PM for pick-ups. We're closed on Sunday.",
    ],
    [
      'What is your phone number?',
      'contact',
      'Call us at (773) 555-0148, e-mail info@wraplabchicago.com, or visit the shop at 4711 N. Lamon Ave, Chicago, IL 60630.',
    ],
    ['Which towns do you serve?', 'service-area', 'Within 30 miles of Chicago we also serve Evanston and Skokie.'],
    [
      'Do you serve Michigan?',
      'service-area',
      'We serve Chicago and drivers across Illinois, Indiana, Michigan and Wisconsin from our Chicago shop, most of our customers within 50 miles of it. In Iowa, Missouri and Ohio, as anywhere else in the United States, we work through Print & Ship',
    ],
    ['Do you sell wrap insurance?', 'insurance', 'Silver $14.99, Gold $29.99 and Platinum $49.99'],
    ['Do you have training for installers?', 'training', 'up to 6 students'],
    ['Can you print and ship a wrap to Texas?', 'print-ship', 'ship it anywhere in the United States'],
    ['Is there an online shop?', 'shop', 'Our online shop sells wrap films'],
    ['hello', 'hello', 'ask me anything'],
  ])('"%s" is answered by the %s rule', (message, ruleId, expected) => {
    const reply = replyTo(message, chicago);
    expect(reply.ruleId).toBe(ruleId);
    expect(reply.text).toContain(expected);
  });

  it('answers anything else with the helpful default, which gives the phone number', () => {
    const reply = replyTo('Can I bring my dog?', chicago);
    expect(reply.ruleId).toBe('default');
    expect(reply.text).toContain('call (773) 555-0148');
    expect(reply.link).toEqual({ label: 'Contact us', to: '/contact' });
  });

  it('gives no rule an answer with a placeholder left unfilled', () => {
    for (const rule of [...chatRules, defaultRule])
      expect(fillTemplate(rule.answer, { ...chicago })).not.toMatch(/\{\w+\}/);
  });

  it('links answers to the page that says more', () => {
    expect(replyTo('price?', chicago).link).toEqual({ label: 'Get a free quote', to: '/contact' });
    expect(replyTo('wrap insurance', chicago).link?.to).toBe('/wrap-insurance');
    expect(replyTo('training classes', chicago).link?.to).toBe('/training-classes');
  });
});

describe('scheduling words', () => {
  it.each([
    'Can I schedule a visit?',
    'I need an appointment',
    'Is booking open next week?',
    'I would like a consultation',
    'Can we meet on Friday?',
    'SCHEDULING please',
  ])('"%s" starts the scheduling flow', (message) => {
    const reply = replyTo(message, chicago);
    expect(reply.action).toBe('schedule');
    expect(reply.text).toContain('consultation with our team for you in Chicago');
  });

  it('win over every other topic', () => {
    expect(replyTo('Can I book a ceramic coating appointment?', chicago).ruleId).toBe('schedule');
    expect(replyTo('How much is a consultation?', chicago).ruleId).toBe('schedule');
  });

  it('are not found inside other words', () => {
    expect(replyTo('I saw you on Facebook', chicago).action).toBeUndefined();
  });
});

describe('precedence', () => {
  it('answers a specific service before the general price, warranty or time question', () => {
    expect(findRule('How much is ceramic coating?').id).toBe('ceramic-coating');
    expect(findRule('What does a color change cost?').id).toBe('color-change');
    expect(findRule('PPF warranty?').id).toBe('paint-protection-film');
    expect(findRule('How long does a fleet take?').id).toBe('fleet');
  });

  it('reads "how long does it last" as durability and "how long does it take" as time', () => {
    expect(findRule('How long does a wrap last?').id).toBe('warranty');
    expect(findRule('How long does a wrap take?').id).toBe('installation-time');
  });

  it('takes the first matching rule of the list it is given', () => {
    const rules: ChatRule[] = [
      { id: 'first', keywords: ['wrap*'], answer: 'one' },
      { id: 'second', keywords: ['wrap*'], answer: 'two' },
    ];
    expect(findRule('wraps', rules).id).toBe('first');
    expect(findRule('nothing here', rules)).toBe(defaultRule);
  });
});

describe('keywordPattern', () => {
  it('matches whole words unless the keyword is a stem', () => {
    expect(keywordPattern('class').test('a class for me')).toBe(true);
    expect(keywordPattern('class').test('a classic car')).toBe(false);
    expect(keywordPattern('consult*').test('consultation')).toBe(true);
    expect(keywordPattern('how much').test('so how   much is it')).toBe(true);
    expect(keywordPattern('e-mail').test("what's your e-mail?")).toBe(true);
  });

  it('treats a keyword as text, never as a pattern', () => {
    expect(keywordPattern('a.c').test('abc')).toBe(false);
  });
});

describe('fillTemplate', () => {
  it('fills known placeholders and leaves unknown ones as written', () => {
    expect(fillTemplate('{town} and {nope}', { town: 'Evanston' })).toBe('Evanston and {nope}');
  });
});
