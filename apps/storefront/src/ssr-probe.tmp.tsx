import { renderToStaticMarkup } from 'react-dom/server';
import { HealthScreen } from '@shop/ui/health';
export const html = () => renderToStaticMarkup(<HealthScreen state={{ kind: 'loading' } as never} onRefresh={() => {}} onRetry={() => {}} />);
