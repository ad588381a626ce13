import { SUPPORT_EMAIL } from '../accounts/demo-accounts';

/**
 * The two documents of the sign-up tab (spec §1), shown in the document dialog. They are HTML
 * because the dialog renders a title and an HTML body; the UI renders it only through its
 * sanitiser, like any HTML it is given.
 */
export interface LegalDocument {
  title: string;
  html: string;
}

export const termsAndConditions: LegalDocument = {
  title: 'Terms & Conditions',
  html: `<p>These terms apply whenever you use ShopLane.</p>
<h3>Orders</h3>
<p>Every order is subject to availability and to confirmation of its price. An order cannot be cancelled once it has been placed.</p>
<h3>Product content</h3>
<p>Product descriptions, images and specifications are provided by the sellers who list them.</p>
<h3>Your account</h3>
<p>We may suspend an account that violates these terms.</p>
<h3>Governing law</h3>
<p>These terms are governed by the laws of India.</p>
<h3>Contact</h3>
<p>Questions about these terms can be sent to <a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a>.</p>
<h3>Changes</h3>
<p>We may update these terms from time to time. If you continue to use ShopLane after a change, you accept the updated terms.</p>`,
};

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  html: `<p>This policy explains what ShopLane collects and how it is used.</p>
<h3>What we collect</h3>
<p>Your name, email address, shipping address and payment information.</p>
<h3>How we use it</h3>
<p>To process your orders, run your account, send you updates and improve the shop.</p>
<h3>Cookies and local storage</h3>
<p>Cookies and your browser's local storage keep you signed in.</p>
<h3>Sharing</h3>
<p>We never sell your data. We share it only with payment processors and delivery partners.</p>
<h3>Security</h3>
<p>Your data is protected with encryption.</p>
<h3>Retention</h3>
<p>We keep your data while your account is active, or for as long as the law requires.</p>
<h3>Your choices</h3>
<p>You can access, update or delete your data through support or your account settings.</p>`,
};
