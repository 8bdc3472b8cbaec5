/** @jest-environment node */
import { openDb } from '@/lib/db/client';
import { describeDataLayer } from './data-layer-cases';
import { describeOnPostgres } from './postgres-fixture';

describeOnPostgres('PostgreSQL server', (url) => describeDataLayer('data layer', () => openDb({ databaseUrl: url })));
