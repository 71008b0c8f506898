/**
 * react-aria's Link wired to TanStack Router: typed `to`, client-side navigation,
 * react-aria focus ring and press handling. Use `className` for button-looking links.
 */
import { createLink } from '@tanstack/react-router';
import { Link as AriaLink } from 'react-aria-components';

export const Link = createLink(AriaLink);
