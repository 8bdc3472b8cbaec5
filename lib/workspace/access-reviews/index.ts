export { addCsvSystem, createCampaign } from './campaigns';
export { closeCampaign } from './closing';
export { decideAccount, decideAccounts, deciderOf } from './decisions';
export { campaignChoices, listCampaigns, readCampaign, type CampaignDetail, type CampaignSummary, type ReviewAccount } from './reads';
export { bulkSelection, decideFilteredAccounts } from './selection';
export { keepIntegrationAccounts, relistCsvSystem, type Verified } from './verification';
