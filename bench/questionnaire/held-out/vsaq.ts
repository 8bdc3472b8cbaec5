// Google VSAQ, held-out half: questions copied word for word (HTML markup dropped), ids as in the source.
// Source, version and licence: see ../sources.ts. The expected answers are for the demo organization (lib/seed),
// decided by reading its records. The held-out half was meant never to be used for tuning, but its questions have
// been looked at while the answerer's rules were written; questions never shown then are in the blind split (../blind).
import { described, no, notInRecords, yes, type BenchQuestion } from '../types';

export const vsaqHeldOut: BenchQuestion[] = [
  {
    source: 'vsaq',
    id: 'secprog_standard_name',
    text: "What's the name of the standard or set of best practices that your security program is based on?",
    expected: described(
      ['trust:framework:soc2', 'trust:framework:iso27001'],
      ['trust:framework:gdpr', 'trust:framework:pci-dss', 'policy:Risk Management Policy§4.7'],
      'The frameworks followed: SOC 2 audited, ISO 27001 in progress, among others; controls are compared with ISO 27001 Annex A.',
    ),
  },
  {
    source: 'vsaq',
    id: 'secprog_team',
    text: 'Has your company selected an individual or team to be responsible for managing the information security and privacy program?',
    expected: yes(
      ['control:GOV-02', 'control:PRV-01'],
      ['policy:Information Security Policy§3'],
      'One person is accountable for security; the privacy program has a named owner.',
    ),
  },
  {
    source: 'vsaq',
    id: 'secprog_privacy_policy_uri',
    text: 'Provide a link to your public security and/or privacy policy.',
    expected: notInRecords('No address of a public policy is recorded.'),
  },
  {
    source: 'vsaq',
    id: 'secprog_intaudits_scope_limits',
    text: 'How is the scope limited?',
    expected: notInRecords('Not recorded.'),
  },
  {
    source: 'vsaq',
    id: 'secprog_intaudits_std_names',
    text: 'To what standards does your internal assessment audit compliance?',
    expected: described(
      ['control:AUD-01', 'trust:framework:soc2', 'trust:framework:iso27001'],
      ['control:ISM-05', 'policy:Information Security Policy§5', 'policy:Risk Management Policy§4.7'],
      'Internal audit checks against the frameworks in scope, which the trust center names.',
    ),
  },
  {
    source: 'vsaq',
    id: 'secprog_extaudits_scope_limited',
    text: 'Describe the limits of these external audits:',
    expected: notInRecords('Not recorded.'),
  },
  {
    source: 'vsaq',
    id: 'secprog_extaudits_std_list',
    text: 'What standards does the audit comply with?',
    expected: described(['trust:framework:soc2', 'trust:framework:gdpr'], ['control:AUD-02'], 'SOC 2 Type II and GDPR audits passed.'),
  },
  {
    source: 'vsaq',
    id: 'secprog_extaudits_sharereports',
    text: 'Are you willing to share a management summary of the most recent audit reports?',
    expected: notInRecords(
      'Sharing audit reports is not recorded; only penetration test reports are shared under NDA (Vulnerability Management Policy §4.11).',
    ),
  },
  {
    source: 'vsaq',
    id: 'secprog_vendorsec_clauses',
    text: 'Do your written contracts with relevant third parties require them to adequately protect the privacy and security of all confidential information they may get access to during the partnership?',
    expected: yes(
      ['control:VEN-02', 'policy:Information Security Policy§4.6', 'policy:Third-Party Risk Policy§4.4'],
      ['control:PRV-23', 'policy:Information Transfer Policy§4.4', 'policy:Human Resources Security Policy§4.10'],
      'Vendor contracts carry security requirements; Critical and High tier third parties must by contract keep information confidential and secure.',
    ),
  },
  {
    source: 'vsaq',
    id: 'secprog_changemgmt_secrep',
    text: 'Does your change review board include representatives from the teams that are responsible for security and privacy?',
    expected: notInRecords(
      'The security lead approves changes to security controls (Change Management Policy §4.4); no change board or privacy representative is recorded.',
    ),
  },
  {
    source: 'vsaq',
    id: 'secprog_incidents_monitoring_other_description',
    text: 'Describe the other detection methods you have in place.',
    expected: described(
      ['policy:Endpoint Security Policy§4.4', 'policy:Network Security Policy§4.8', 'policy:Configuration Management Policy§4.6'],
      ['policy:Logging and Monitoring Policy§4.7', 'policy:Encryption Key Management Policy§4.10', 'policy:Email Security Policy§4.4'],
      'Besides log alerting: endpoint detection and response, threat analysis of network flow logs and daily configuration drift detection.',
    ),
  },
  {
    source: 'vsaq',
    id: 'secprog_incidents_knowhow',
    text: 'Do you have the resources to internally conduct incident investigations?',
    expected: yes(
      ['policy:Incident Response Policy§3'],
      ['control:INC-05', 'control:INC-01', 'policy:Data Breach Notification Policy§3'],
      'An incident response team named by the Security Officer investigates.',
    ),
  },
  {
    source: 'vsaq',
    id: 'secprog_incidents_inform',
    text: 'Do you inform affected customers about security incidents?',
    expected: yes(
      ['control:INC-08', 'policy:Data Breach Notification Policy§4.3'],
      ['control:INC-07', 'policy:Data Breach Notification Policy§4.6', 'policy:Data Breach Notification Policy§4.7'],
      'Customers are told about breaches of their data without undue delay, within 48 hours (Data Breach Notification Policy §4.3).',
    ),
  },
  {
    source: 'vsaq',
    id: 'secprog_peopleops_needtoknow',
    text: 'Do you have processes in place to ensure that access to data is granted solely on a "need-to-know" basis, in accordance with the job descriptions and responsibilities of users? Do these processes also revoke access when the need no longer exists?',
    expected: yes(
      ['control:AC-01', 'control:AC-03'],
      [
        'control:AC-02',
        'policy:Information Security Policy§4.4',
        'policy:Data Classification Policy§4.6',
        'policy:Privileged Access Policy§4.10',
      ],
      'Access by role and need to know; access no longer needed is removed.',
    ),
  },
  {
    source: 'vsaq',
    id: 'secprog_peopleops_leaver',
    text: 'Do you have processes in place to make sure access (both physical and logical) is revoked when an employee, intern, vendor, contractor, or other associate leaves the company or a contract ends? Note that in many cases it is not sufficient to just disable the main LDAP or Active Directory account. Many employees have access to information that is governed by additional credentials, such as data in software-as-a-service applications.',
    expected: yes(
      ['control:HR-05'],
      [
        'control:AC-03',
        'policy:Physical Security Policy§4.2',
        'policy:Asset Management Policy§4.9',
        'policy:Human Resources Security Policy§4.8',
        'policy:Human Resources Security Policy§4.9',
        'policy:Third-Party Risk Policy§4.10',
      ],
      'Access is removed and badges collected by the last day.',
    ),
  },
  {
    source: 'vsaq',
    id: 'secprog_background_checks',
    text: 'Do you perform background checks for personnel who are entrusted with sensitive information or granted access to sensitive systems?',
    expected: yes(
      ['control:HR-01', 'policy:Human Resources Security Policy§4.2', 'policy:Human Resources Security Policy§4.3'],
      ['policy:Human Resources Security Policy§4.10', 'policy:Human Resources Security Policy§4.1'],
      'Candidates are screened before hire, with criminal record checks for sensitive roles, and again on moving to a sensitive role.',
    ),
  },
  {
    source: 'vsaq',
    id: 'application_vm_securitycontact',
    text: 'Do you have an easily discoverable way for external researchers to report security vulnerabilities in your systems?',
    expected: notInRecords(
      'The records conflict: GOV-10 and Vulnerability Management Policy §4.4 say a reporting way is published, but vulnerability disclosure intake is not started (PGM-03).',
    ),
  },
  {
    source: 'vsaq',
    id: 'application_ssl_configuration_pfs',
    text: 'Does your server offer forward secrecy for clients that support it?',
    expected: yes(
      ['policy:Cryptography Policy§4.2'],
      ['policy:Network Security Policy§4.6'],
      'TLS 1.2 or later is used, preferring cipher suites with forward secrecy (Cryptography Policy §4.2).',
    ),
  },
  {
    source: 'vsaq',
    id: 'application_ssl_configuration_termination',
    text: 'Where is the SSL connection between the user and your application terminated?',
    expected: notInRecords(
      'Internet-facing services are published through load balancers (Network Security Policy §4.7); where TLS terminates is not stated.',
    ),
  },
  {
    source: 'vsaq',
    id: 'application_ssl_configuration_lb_traffic',
    text: 'How is traffic between the load balancer and the application servers protected?',
    expected: described(
      ['policy:Cryptography Policy§4.2'],
      ['policy:Network Security Policy§4.6', 'policy:Network Security Policy§4.2', 'policy:Cryptography Policy§4.7'],
      'All traffic between hosts, internal traffic included, is encrypted with TLS 1.2 or later (Cryptography Policy §4.2).',
    ),
  },
  {
    source: 'vsaq',
    id: 'application_ssl_mixedcontent',
    text: 'Applications served over SSL may still be vulnerable to attacks if resources (often JavaScript, style sheets, or other active content) are included over plain HTTP. This defeats the purpose of SSL, because the active content loaded through plain HTTP will have access to the DOM of content protected by SSL. Make sure no resources are included from plain HTTP sites. Typically, browsers will help identify cases where resources from non-SSL sites are included, by displaying mixed content warnings. To avoid these issues, do you have checks in place to ensure that all references to resources either point to SSL or are protocol-relative?',
    expected: notInRecords('HTTPS and HSTS are required (Cryptography Policy §4.2), but no check on included resources is recorded.'),
  },
  {
    source: 'vsaq',
    id: 'application_ssl_cookies_secure',
    text: 'If your application supports authentication, are authentication cookies marked with the secure attribute?',
    expected: notInRecords('Not recorded.'),
  },
  {
    source: 'vsaq',
    id: 'application_authentication_sso_other_description',
    text: 'What other SSO mechanisms does the application support?',
    expected: notInRecords('Not recorded.'),
  },
  {
    source: 'vsaq',
    id: 'application_custom_auth_explain',
    text: "What username/password-based logins does the application use? For example, if there's a separate administrator authentication, mention that.",
    expected: notInRecords(
      'The product accepts customer passwords (Password Policy §4.8), but which password logins it has is not listed.',
    ),
  },
  {
    source: 'vsaq',
    id: 'application_custom_auth_pwdreq',
    text: 'Does the application enforce minimum password security requirements (e.g., a certain length, character classes, etc.)?',
    expected: yes(
      ['control:AC-06', 'policy:Password Policy§4.8', 'policy:Password Policy§4.1', 'policy:Password Policy§4.2'],
      ['policy:Password Policy§4.7'],
      'The product enforces a minimum length and a breached-password blocklist on customer passwords (Password Policy §4.8).',
    ),
  },
  {
    source: 'vsaq',
    id: 'application_custom_auth_initpwd_other_what',
    text: 'Explain how users get their initial passwords:',
    expected: described(
      ['policy:Password Policy§4.6', 'policy:Password Policy§4.8'],
      [],
      'Initial passwords are random, single-use, sent separately from the user name, expire in 24 hours and must be changed (Password Policy §4.6, applied to the product by §4.8).',
    ),
  },
  {
    source: 'vsaq',
    id: 'application_custom_auth_recovery_other_what',
    text: 'Describe your password recovery mechanism:',
    expected: described(
      ['policy:Password Policy§4.6', 'policy:Password Policy§4.8'],
      ['policy:Password Policy§4.3'],
      'Resets are random, single-use and given only after identity is verified by a registered second factor; no security questions (Password Policy §4.6, §4.8).',
    ),
  },
  {
    source: 'vsaq',
    id: 'application_auth_cookies_other_explain',
    text: "Describe the mechanism you're using:",
    expected: notInRecords('Not recorded.'),
  },
  {
    source: 'vsaq',
    id: 'application_auth_cookies_timeout',
    text: 'Do sessions automatically time out after a specified period of inactivity?',
    expected: yes(['control:AC-09'], ['policy:Privileged Access Policy§4.5'], 'Sessions end or lock after inactivity.'),
  },
  {
    source: 'vsaq',
    id: 'application_auth_cookies_prng',
    text: 'Does the application use a secure cryptographic pseudo random number generator (PRNG) to generate session IDs? The PRNG should not allow the state of the generator to be recalculated from its output, and the entropy of the session ID should be sufficient to make brute-forcing infeasible.',
    expected: yes(
      ['policy:Cryptography Policy§4.5'],
      ['policy:Secure Development Policy§4.3'],
      'Session identifiers come from a cryptographically secure generator with at least 128 bits of entropy (Cryptography Policy §4.5).',
    ),
  },
  {
    source: 'vsaq',
    id: 'application_authz_horizontal',
    text: "Horizontal Access Control: Horizontal access control refers to isolation between users of the same role. For example, consider an application that allows users to access their payroll statements. The application must ensure that a user cannot access another user's statements; i.e., if the user's statement for the month of May is found at statement.html?id=8372&month=5, it shouldn't be possible to see someone else's pay stub simply by loading statement.html?id=8373&month=5.",
    expected: notInRecords(
      'Authorisation is checked on the server for every request (Secure Development Policy §4.3), but isolation between users of the same role is not stated.',
    ),
  },
  {
    source: 'vsaq',
    id: 'application_authz_xsrf',
    text: 'Does your application protect all state-changing actions against XSRF?',
    expected: notInRecords('Not recorded.'),
  },
  {
    source: 'vsaq',
    id: 'application_xss_content_type',
    text: "In addition to applying the strategies you've identified, does the application set a valid and appropriate content type and character set for each page (in the Content-Type HTTP header)?",
    expected: notInRecords('Not recorded.'),
  },
  {
    source: 'vsaq',
    id: 'application_xss_dombased',
    text: "Some XSS vulnerabilities work exclusively on the client side, in an application's scripting code. This kind of XSS is commonly referred to as DOM-based XSS. Because server-side escaping of user input does not protect against DOM-based XSS, you need a strategy for dealing with client-side scripting code that handles user input, as well as parts of the DOM that may contain user input (such as document.location).",
    expected: notInRecords('Not recorded.'),
  },
  {
    source: 'vsaq',
    id: 'application_sqli_orm_which',
    text: 'What ORM framework are you using?',
    expected: notInRecords('Not recorded.'),
  },
  {
    source: 'vsaq',
    id: 'application_plugin_other_which',
    text: 'What other plugins are required by your application?',
    expected: notInRecords('Not recorded.'),
  },
  {
    source: 'vsaq',
    id: 'application_upload_storage_other_expl',
    text: 'Explain where the uploaded files are stored:',
    expected: notInRecords('Not recorded.'),
  },
  {
    source: 'vsaq',
    id: 'application_upload_type_other_expl',
    text: 'Explain how you verify the file type and enforce the whitelist:',
    expected: notInRecords('Not recorded.'),
  },
  {
    source: 'vsaq',
    id: 'application_testing_unit',
    text: 'Are you using unit tests or similar methods?',
    expected: yes(
      ['policy:Change Management Policy§4.5'],
      ['policy:Secure Development Policy§4.9', 'policy:Patch Management Policy§4.5'],
      'Changes must pass the automated test suite before release (Change Management Policy §4.5).',
    ),
  },
  {
    source: 'vsaq',
    id: 'application_testing_qa_security',
    text: 'Do your engineers and your QA team look for potential security issues during release testing, and have they been trained to do so?',
    expected: yes(
      ['control:SDL-04', 'control:SDL-03', 'policy:Secure Development Policy§4.9', 'policy:Secure Development Policy§4.11'],
      ['policy:Secure Development Policy§4.6', 'policy:Secure Development Policy§4.5'],
      'Security tests before release; developers trained on secure coding.',
    ),
  },
  {
    source: 'vsaq',
    id: 'network_firewalls',
    text: 'Firewalls are a basic network security control. Does your company use firewalls to restrict traffic into and out of your network at strategic points?',
    expected: yes(
      ['control:NET-01', 'policy:Network Security Policy§4.3'],
      [
        'policy:Network Security Policy§4.2',
        'policy:Network Security Policy§4.4',
        'policy:Network Security Policy§4.5',
        'policy:Endpoint Security Policy§4.9',
      ],
      'Firewalls and security groups deny all traffic, in and out, unless a rule allows it.',
    ),
  },
  {
    source: 'vsaq',
    id: 'network_separation',
    text: 'Does your company implement a network zoning concept that separates systems by function, value, and risk level?',
    expected: yes(
      ['control:NET-02', 'policy:Network Security Policy§4.2'],
      ['policy:Cloud Security Policy§4.3', 'policy:Secure Development Policy§4.8', 'policy:Network Security Policy§4.9'],
      'Environments are separated by sensitivity with only needed traffic allowed.',
    ),
  },
  {
    source: 'vsaq',
    id: 'network_unencrypted_protocols',
    text: 'Describe the unencrypted protocols that might carry sensitive information. Explain why these protocols cannot be replaced by encrypted variants, and what measures you have taken to ensure that these protocols cannot be used to endanger our confidential information.',
    expected: described(
      ['policy:Network Security Policy§4.6', 'policy:Cryptography Policy§4.2'],
      ['policy:Network Security Policy§6', 'policy:Email Security Policy§4.3', 'policy:Information Transfer Policy§4.3'],
      'Unencrypted protocols such as Telnet, FTP and plain HTTP are disabled and all network traffic uses TLS (Network Security Policy §4.6).',
    ),
  },
  {
    source: 'vsaq',
    id: 'network_management_segment',
    text: 'Do you have a separate management network for managing network devices?',
    expected: notInRecords(
      'Management ports are reachable only from the access gateway (Network Security Policy §4.5); a separate management network is not recorded.',
    ),
  },
  {
    source: 'vsaq',
    id: 'network_monitoring_availability',
    text: 'Do you monitor the availability of your network and the devices on it?',
    expected: notInRecords(
      'Customer-facing services and resource use are monitored (Logging and Monitoring Policy §4.9, OPS-06); the network and its devices are not named.',
    ),
  },
  {
    source: 'vsaq',
    id: 'network_monitoring_logging',
    text: 'Do you retain logs produced by networking devices (such as firewalls, routers, DNS servers, DHCP servers, etc.) for at least six months, and do you monitor them regularly?',
    expected: notInRecords(
      'Flow logs are analysed (Network Security Policy §4.8) and security logs kept 12 months, but logs of firewalls, routers, DNS or DHCP servers are not named.',
    ),
  },
  {
    source: 'vsaq',
    id: 'network_wifi',
    text: 'Do you operate wireless networks that allow access to private aspects of your infrastructure (i.e., Wi-Fi networks, excluding networks that only allow guests access to the Internet)?',
    expected: no(
      ['policy:Network Security Policy§4.9'],
      ['policy:Network Security Policy§4.2', 'control:NET-04'],
      'Being on an office network grants no access to production or internal applications (Network Security Policy §4.9).',
    ),
  },
  {
    source: 'vsaq',
    id: 'network_outsourced',
    text: 'Is the management of your network (or parts thereof) outsourced?',
    expected: notInRecords(
      'Agreements with network service providers are governed (Network Security Policy §4.11); whether network management is outsourced is not stated.',
    ),
  },
  {
    source: 'vsaq',
    id: 'network_outsourced_audits',
    text: 'Do you regularly audit your outsourcing provider to ensure compliance with the policies you set, and the use of safe security practices?',
    expected: notInRecords(
      'Network providers are assessed under the Third-Party Risk Policy (Network Security Policy §4.11), but no outsourced network management is recorded.',
    ),
  },
  {
    source: 'vsaq',
    id: 'servers_hardening_requirements',
    text: 'Do your hardening and build standards cover the following topics? Removing or disabling all non-essential services; Disabling all default accounts and/or changing the password; Review/tightening of permissions for key files and directories; Setting up logging; Securely configuring remote access and management interfaces; Setting up appropriate host-based firewall rules; Securely configuring a backup mechanism;',
    expected: notInRecords(
      'Baselines remove services, change default accounts and turn on logging (Configuration Management Policy §4.2); file permissions, host firewalls and backup setup are not recorded.',
    ),
  },
  {
    source: 'vsaq',
    id: 'servers_hardening_requirements_writing',
    text: 'Are your hardening and build standards documented?',
    expected: yes(
      ['policy:Information Security Policy§4.5', 'control:OPS-07', 'policy:Configuration Management Policy§4.1'],
      ['policy:Configuration Management Policy§4.2', 'policy:Configuration Management Policy§4.8'],
      'Each system type has a documented security baseline (Configuration Management Policy §4.1).',
    ),
  },
  {
    source: 'vsaq',
    id: 'servers_configmgmt_audit',
    text: 'Do you review and/or audit your configuration files, to ensure that they conform to your security policies?',
    expected: yes(
      ['control:AUD-03', 'control:OPS-07', 'policy:Configuration Management Policy§4.6'],
      ['policy:Cloud Security Policy§4.7', 'policy:Cloud Security Policy§4.9'],
      'Automated checks compare systems with their baseline at least daily; drift is detected.',
    ),
  },
  {
    source: 'vsaq',
    id: 'servers_patching_schedule_exceptions',
    text: 'Do you also have an emergency process for installing patches outside of the regular patching schedule when high-risk vulnerabilities are identified?',
    expected: yes(
      ['policy:Patch Management Policy§4.6', 'policy:Change Management Policy§4.10'],
      ['policy:Patch Management Policy§4.3', 'policy:Vulnerability Management Policy§4.6'],
      'A patch for an actively exploited vulnerability may be deployed as an emergency change (Patch Management Policy §4.6).',
    ),
  },
  {
    source: 'vsaq',
    id: 'servers_patching_tests',
    text: 'Do you test security patches before you deploy them to your production systems?',
    expected: yes(
      ['control:SDL-05', 'policy:Patch Management Policy§4.5'],
      ['policy:Patch Management Policy§4.6', 'policy:Change Management Policy§4.5'],
      'Patches are tested in non-production or by the automated test suite before production (Patch Management Policy §4.5).',
    ),
  },
  {
    source: 'vsaq',
    id: 'servers_logging_retention',
    text: 'Do you retain security event logs for at least six months, and do you monitor them regularly?',
    expected: yes(
      ['control:OPS-01', 'control:OPS-03', 'policy:Logging and Monitoring Policy§4.6', 'policy:Logging and Monitoring Policy§4.7'],
      ['policy:Logging and Monitoring Policy§4.8', 'policy:Logging and Monitoring Policy§4.11', 'policy:Logging and Monitoring Policy§4.4'],
      'Logs are kept at least a year and reviewed daily through automated alerting, both in place.',
    ),
  },
  {
    source: 'vsaq',
    id: 'servers_admin_windows_da_accounts',
    text: 'Do your Windows domain administrators have separate accounts with lower privileges that they use for day-to-day tasks?',
    expected: yes(
      ['control:AC-07'],
      ['policy:Privileged Access Policy§4.4', 'policy:Privileged Access Policy§4.3'],
      'Administrators use separate admin accounts.',
    ),
  },
  {
    source: 'vsaq',
    id: 'servers_admin_linux_root',
    text: 'Where is the root password kept?',
    expected: described(
      ['control:AC-06'],
      ['control:AC-07', 'policy:Privileged Access Policy§4.7', 'policy:Encryption Key Management Policy§4.4'],
      'Secrets are kept hashed or in a vault.',
    ),
  },
  {
    source: 'vsaq',
    id: 'servers_admin_auditing',
    text: 'Do you have procedures in place for regularly auditing administrative access to your servers?',
    expected: yes(
      ['control:AC-03', 'policy:Logging and Monitoring Policy§4.11', 'policy:Privileged Access Policy§4.8'],
      ['control:AC-07', 'policy:Privileged Access Policy§4.1', 'policy:Privileged Access Policy§4.6'],
      'Privileged access is reviewed at least quarterly, administrator activity weekly.',
    ),
  },
  {
    source: 'vsaq',
    id: 'servers_backup_media',
    text: 'Do you store backups on disks, tapes, or other kinds of removable media?',
    expected: notInRecords(
      'Backups run in a separate cloud account (Cloud Security Policy §4.3); the media they are kept on is not recorded.',
    ),
  },
  {
    source: 'vsaq',
    id: 'servers_backup_media_offsite',
    text: 'Do you store backup media in an off-site facility that is protected against potential disaster?',
    expected: yes(
      ['control:BCP-04'],
      ['policy:Disaster Recovery Plan§4.3', 'policy:Disaster Recovery Plan§4.4', 'policy:Cloud Security Policy§4.3'],
      'Encrypted copies are kept in a separate location.',
    ),
  },
  {
    source: 'vsaq',
    id: 'servers_backup_test',
    text: 'Do you regularly test your backups?',
    expected: yes(
      ['control:BCP-04'],
      ['control:BCP-05', 'policy:Disaster Recovery Plan§4.9', 'policy:Encryption Key Management Policy§4.8'],
      'Restores are tested regularly.',
    ),
  },
  {
    source: 'vsaq',
    id: 'servers_email_inbound_tls',
    text: 'Does your inbound email infrastructure support Transport Layer Security (TLS) 1.2 with cipher suites with forward secrecy (e.g. ECDHE)?',
    expected: yes(
      ['policy:Email Security Policy§4.3', 'policy:Cryptography Policy§4.2'],
      [],
      'The mail service offers encrypted transport for mail it receives, and all transfers use TLS 1.2 or later preferring forward secrecy.',
    ),
  },
  {
    source: 'vsaq',
    id: 'servers_outsourced',
    text: 'Is the management of your servers (or parts thereof) outsourced?',
    expected: notInRecords('Not recorded.'),
  },
  {
    source: 'vsaq',
    id: 'clients_hardening_requirements',
    text: 'Do your hardening and build standards cover the following topics? Removing or disabling all non-essential services; Disabling guest and default accounts; Review/tightening of permissions for key files and directories; Setting up logging; Setting up appropriate host-based firewall rules; Configuring anti-malware tools; Securely configuring VPN client software (where appropriate); Ensuring the security of local administrative accounts; Setting up whole-disk encryption;',
    expected: notInRecords(
      'Endpoint baselines cover services, host firewall, malware protection, admin rights and disk encryption (Endpoint Security Policy §4.2–4.9); guest and default accounts and file permissions are not recorded.',
    ),
  },
  {
    source: 'vsaq',
    id: 'clients_standardbuild_audit',
    text: 'Do you review and/or audit the standard builds that form the basis of your client fleet, to ensure that they conform to your security policies and requirements?',
    expected: yes(
      ['control:AUD-03', 'policy:Endpoint Security Policy§4.2', 'policy:Endpoint Security Policy§4.11'],
      ['control:OPS-07', 'control:AST-08', 'policy:Endpoint Security Policy§4.1', 'policy:Mobile Device Policy§4.10'],
      'Drift from the endpoint baseline is detected automatically and compliance reviewed weekly.',
    ),
  },
  {
    source: 'vsaq',
    id: 'clients_patching_schedule_exceptions',
    text: 'Do you also have an emergency process for installing patches outside of the regular schedule when high-risk vulnerabilities are identified?',
    expected: notInRecords(
      'Endpoints follow the Patch Management Policy deadlines (Endpoint Security Policy §4.5); an emergency patch process for them is not recorded.',
    ),
  },
  {
    source: 'vsaq',
    id: 'clients_patching_applications',
    text: 'Describe your process for rolling out patches for non-operating-system software that may be installed on your client systems. Examples include Mozilla Firefox, Adobe Acrobat Reader, Oracle Java Runtime Environment, Adobe Flash, etc.',
    expected: notInRecords(
      'Device management installs updates (Endpoint Security Policy §4.5), but how non-system software on laptops is patched is not stated.',
    ),
  },
  {
    source: 'vsaq',
    id: 'clients_logging',
    text: 'Are your client systems configured to log security-relevant events, such as authentication, data access, etc.?',
    expected: yes(
      ['policy:Logging and Monitoring Policy§4.1'],
      ['policy:Endpoint Security Policy§4.4', 'policy:Endpoint Security Policy§4.6'],
      'All systems, company devices included in scope, log sign-ins, data access and admin actions (Logging and Monitoring Policy §4.1).',
    ),
  },
  {
    source: 'vsaq',
    id: 'clients_logging_central',
    text: 'Are the logs produced by your client systems stored in a central location?',
    expected: yes(
      ['policy:Logging and Monitoring Policy§4.4', 'policy:Endpoint Security Policy§4.4'],
      [],
      'Logs are forwarded to a central logging platform; endpoint protection events go there too.',
    ),
  },
  {
    source: 'vsaq',
    id: 'clients_admin_samepassword',
    text: 'Do all clients use the same local administrator/root password?',
    expected: notInRecords(
      'Users have no standing local administrator rights (Endpoint Security Policy §4.6); local administrator passwords are not recorded.',
    ),
  },
  {
    source: 'vsaq',
    id: 'clients_laptops_hd_encrypted',
    text: 'Do you fully encrypt the hard disks of laptops and other portable client devices?',
    expected: yes(
      ['control:AST-08', 'control:CRY-02', 'policy:Endpoint Security Policy§4.3', 'policy:Mobile Device Policy§4.4'],
      ['policy:Endpoint Security Policy§4.11', 'policy:Asset Management Policy§4.1'],
      'Laptops and phones are managed with disk encryption.',
    ),
  },
  {
    source: 'vsaq',
    id: 'clients_workstation_hd_encrypted',
    text: 'Do you fully encrypt the hard disks of workstations and other devices in the office that have access to our confidential information?',
    expected: yes(
      ['policy:Endpoint Security Policy§4.3'],
      ['policy:Endpoint Security Policy§4.11', 'policy:Mobile Device Policy§4.4'],
      'Full-disk encryption is enforced on every laptop and desktop (Endpoint Security Policy §4.3).',
    ),
  },
  {
    source: 'vsaq',
    id: 'testing_pentests',
    text: 'Does an independent third party regularly perform penetration tests on all systems used to provide services to customers?',
    expected: yes(
      ['control:VUL-02'],
      ['policy:Vulnerability Management Policy§4.3'],
      'Independent testers run external and internal penetration tests at least yearly (the policy names only the product and internet-facing systems).',
    ),
  },
  {
    source: 'vsaq',
    id: 'testing_pentests_manual',
    text: 'Many vulnerabilities cannot be found by automated scanners. Do the penetration tests include manual security testing?',
    expected: notInRecords('Whether penetration tests include manual testing is not recorded.'),
  },
  {
    source: 'vsaq',
    id: 'testing_pentests_sharesummary',
    text: 'Are you willing to share a management summary of the most recent penetration testing reports?',
    expected: yes(
      ['policy:Vulnerability Management Policy§4.11'],
      ['policy:Vulnerability Management Policy§4.3'],
      'Penetration test reports are shared with customers bound by a confidentiality agreement (Vulnerability Management Policy §4.11).',
    ),
  },
  {
    source: 'vsaq',
    id: 'testing_scans_software',
    text: 'What software or company do you use for vulnerability scans?',
    expected: notInRecords('Not recorded.'),
  },
  {
    source: 'vsaq',
    id: 'testing_inhouse',
    text: 'In addition to third-party penetration tests and security scans, do you have security know-how internally, and do you use that know-how to conduct in-house security testing?',
    expected: yes(
      ['control:SDL-04', 'policy:Secure Development Policy§4.9'],
      [
        'control:PGM-01',
        'policy:Secure Development Policy§4.5',
        'policy:Secure Development Policy§4.6',
        'policy:Vulnerability Management Policy§4.2',
      ],
      'Automated security testing before release.',
    ),
  },
  {
    source: 'vsaq',
    id: 'testing_inhouse_fte',
    text: 'Approximately how many FTE (full-time equivalents) are working on this kind of testing?',
    expected: notInRecords('Not recorded.'),
  },
  {
    source: 'vsaq',
    id: 'office_home_device_mgmt',
    text: "How do you manage your employees' devices, considering everyone works from home? Are they centrally managed?",
    expected: described(
      ['control:AST-08', 'policy:Endpoint Security Policy§4.1', 'policy:Mobile Device Policy§4.1'],
      [
        'policy:Remote Work Policy§4.1',
        'policy:Remote Work Policy§4.2',
        'policy:Endpoint Security Policy§4.11',
        'policy:Mobile Device Policy§4.10',
      ],
      'Laptops and phones are managed centrally with encryption, screen lock, patches and remote wipe.',
    ),
  },
  {
    source: 'vsaq',
    id: 'office_ra',
    text: 'Does your company review the physical and environmental risks that your office facilities are exposed to, and do you have procedures in place to evaluate and, if necessary, address them?',
    expected: yes(
      ['control:PHY-03', 'control:PHY-01', 'policy:Physical Security Policy§4.12'],
      ['control:RSK-02', 'policy:Physical Security Policy§4.8'],
      'Facilities are protected from physical threats; every office is walked through yearly with findings remediated.',
    ),
  },
  {
    source: 'vsaq',
    id: 'office_access',
    text: 'Do you have an auditable process in place for granting and revoking physical access to office facilities?',
    expected: yes(
      ['control:PHY-02', 'control:HR-05', 'policy:Physical Security Policy§4.2', 'policy:Physical Security Policy§4.3'],
      ['policy:Physical Security Policy§4.6', 'policy:Asset Management Policy§4.9'],
      'Badge access by role, access lists reviewed, badges collected from leavers.',
    ),
  },
  {
    source: 'vsaq',
    id: 'office_network_room',
    text: "Offices need a lot of networking equipment. If an attacker manages to gain access to such equipment, they could, for example, do a man-in-the-middle attack for all office traffic. It's important to protect access to network equipment like floor distributor switches, office routers, wireless APs, etc.",
    expected: yes(
      ['control:PHY-01', 'policy:Physical Security Policy§4.1', 'policy:Physical Security Policy§4.3'],
      ['control:PHY-04', 'policy:Physical Security Policy§4.8', 'policy:Physical Security Policy§4.6'],
      'Equipment rooms are protected from unauthorized entry.',
    ),
  },
  {
    source: 'vsaq',
    id: 'dc_countries',
    text: 'List all countries where data centers are located:',
    expected: notInRecords('Not recorded.'),
  },
  {
    source: 'vsaq',
    id: 'dc_provider',
    text: 'Who is your data center provider?',
    expected: notInRecords('Not recorded.'),
  },
  {
    source: 'vsaq',
    id: 'dc_facilities_equipment_separated',
    text: 'How is your equipment separated from other users of the facility?',
    expected: notInRecords(
      'Production is hosted with cloud providers (Physical Security Policy §4.10); separation from other tenants is not stated.',
    ),
  },
  {
    source: 'vsaq',
    id: 'dc_policy',
    text: 'Do you have a written policy that lists the physical security requirements for data centers?',
    expected: notInRecords(
      'The policy requires only that cloud data centres be independently audited (Physical Security Policy §4.10); it lists no physical requirements for them.',
    ),
  },
  {
    source: 'vsaq',
    id: 'dc_monitoring',
    text: 'Do all data centers have monitoring and alerting in place for power supply, HVAC, and temperature?',
    expected: notInRecords(
      'Temperature and power monitoring are recorded for office equipment rooms (Physical Security Policy §4.8), not data centres.',
    ),
  },
];
