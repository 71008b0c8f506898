/** What other features' console screens use of the orders' console screens (a client's page). */
export { ClientInvoices } from './ClientInvoices.js';
export { ClientOrders, useClientOrders } from './ClientOrders.js';
