/// <reference types="cypress" />

// cypress.config.ts: e2e: { baseUrl: 'http://localhost:3000' } (the shop that `pnpm start` runs).

// The welcome tour opens once per browser; a suite marks it seen.
Cypress.on('window:before:load', (win) => win.localStorage.setItem('demo.welcomeTour.seen', 'true'));

describe('ShopLane', () => {
  it('a fresh account signs in and puts a product in its cart', () => {
    cy.request('POST', '/api/v1/qa/users', {}).then(({ status, body }) => {
      expect(status).to.equal(201);
      cy.visit('/login');
      cy.get('[data-testid="sign-in-email"]').type(body.user.emailId);
      cy.get('[data-testid="sign-in-password"]').type(body.password, { log: false });
      cy.get('[data-testid="sign-in-submit"]').click();
      cy.get('[data-testid="header-user-name"]').should('contain', body.user.firstName);
    });

    cy.visit('/product/6/602');
    cy.contains('button', 'Add to Cart').click();
    cy.get('[data-testid="toast-region"]').should('contain', 'Added to cart');
    cy.get('[data-testid="header-cart-count"]').should('have.text', '1');
  });

  it('a live scenario: the listing fails, for this browser only', () => {
    cy.setCookie('qa_scenarios', 'products.listByCategory.error');
    cy.visit('/products?categoryId=1&category=mobiles');
    cy.contains('Unable to load latest products. Showing sample products.').should('be.visible');
  });
});
