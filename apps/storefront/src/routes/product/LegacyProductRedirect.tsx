import { productPath } from '@shop/core';
import { Navigate, useParams } from 'react-router-dom';

/** /products/{categoryId}/{productId} (fresh-pick cards, spec §2) → the canonical details route. */
export function LegacyProductRedirect() {
  const { categoryId = '', productId = '' } = useParams();
  return <Navigate to={productPath(categoryId, productId)} replace />;
}
