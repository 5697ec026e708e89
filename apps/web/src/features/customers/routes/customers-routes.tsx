import type { RouteObject } from 'react-router';
import { notAvailableRoute } from '../../../components/section-route.tsx';
import { SECTIONS } from '../../../lib/sections.ts';

/** Manage customers, for provider staff with create:member (outreach-integrations-admin). */
export const customersRoutes: RouteObject[] = [notAvailableRoute('managecustomers', SECTIONS.managecustomers)];
