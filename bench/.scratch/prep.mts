import { generatePortfolio } from '../src/portfolio/generate.js';
import { admin, adminUrl } from '../src/support/bench-server.js';
const db = `hatchery_perf_prof_${Date.now()}`;
await admin(`CREATE DATABASE "${db}" TEMPLATE "${process.env.TPL}"`);
await generatePortfolio(adminUrl(db), { tenants: 3, startups: 1000 });
console.log(db);
