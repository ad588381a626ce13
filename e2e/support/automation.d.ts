// The automation hooks the storefront exposes to driven browsers (README "Automation hooks"),
// declared here as any QA suite would declare them.
export {};

declare global {
  interface Window {
    shopLane?: { requireSignIn: (action: () => void) => void };
  }
}
