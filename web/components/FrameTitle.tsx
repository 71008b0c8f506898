/**
 * The title at the start of the signed-in frames' header (the client portal's and the admin
 * console's): the brand mark, the product's name and the frame's name (`title`, translated by the
 * caller); `asHeading`: the frame's name is the page's h1 (the dashboard).
 */
import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '../lib/brand.js';

export function FrameTitle({ title, asHeading = false }: { title: ReactNode; asHeading?: boolean }) {
  return (
    <div className="portal-header__title">
      <span className="brand__mark" aria-hidden="true">
        S
      </span>
      <div>
        <p className="portal-header__product">{PRODUCT_NAME}</p>
        {asHeading ? <h1 className="portal-header__heading">{title}</h1> : <p className="portal-header__heading">{title}</p>}
      </div>
    </div>
  );
}
