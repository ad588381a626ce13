// The automation hooks the storefront exposes to driven browsers (README "Automation hooks"),
// declared here as any QA suite would declare them.
export {};

/** The action that waits for sign-in, as data (it is kept in sessionStorage). */
interface AddToCartIntent {
  type: 'addToCart';
  productId: number | string;
  quantity: number;
  options: { storage?: string; color?: string };
  product: { productname: string; brand: string; imageurl: string; price: number | string };
}

declare global {
  interface Window {
    shopLane?: { requireSignIn: (intent: AddToCartIntent) => void };
  }
}
