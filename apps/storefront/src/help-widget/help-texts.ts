import { orderMessages } from '@shop/core/checkout';
import { SUPPORT_EMAIL } from '@shop/core/users';

/** The help widget's words (ours); the no-cancellation answer is the terms' text from @shop/core. */
export const helpTexts = {
  toggle: 'Help',
  title: 'Help with this order',
  orderNumber: (orderNumber: string) => `Order ${orderNumber}`,
  close: 'Close',
  closeName: 'Close help',
  topics: [
    {
      key: 'where',
      question: 'Where is my order?',
      answer:
        'The Tracking section of this page follows your order live: each step shows when it was reached and when the next one is expected.',
    },
    { key: 'cancel', question: 'Can I cancel?', answer: orderMessages.noCancellation },
    {
      key: 'invoice',
      question: 'How do I get my invoice?',
      answer: 'Choose Download invoice on this page: the GST tax invoice is saved as a PDF.',
    },
  ],
  contact: `Write to ${SUPPORT_EMAIL}`,
  contactHref: `mailto:${SUPPORT_EMAIL}`,
} as const;
