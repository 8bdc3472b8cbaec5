// Google VSAQ, dev half: questions copied word for word (HTML markup dropped), ids as in the source.
// Source, version and licence: see ../sources.ts. The expected answers are for the demo organization (lib/seed),
// decided by reading its records; the dev half may be used to tune the answerer.
import { described, no, notInRecords, yes, type BenchQuestion } from '../types';

export const vsaqDev: BenchQuestion[] = [
  {
    source: 'vsaq',
    id: 'secprog',
    text: 'Does your company have a strong, established security program, and does the scope of the program include all information processed as part of this project?',
    expected: yes(
      ['control:GOV-01', 'policy:Information Security Policy§2'],
      ['control:GOV-02', 'policy:Information Security Policy§3'],
      'An approved information security policy whose scope is all information and systems, with a programme the security lead maintains (§3).',
    ),
  },
  {
    source: 'vsaq',
    id: 'secprog_allinscope',
    text: 'Information security and privacy standards are often limited to specific operations, services, or systems. For example, a PCI DSS compliance program may be limited to only those operations that involve the processing of payment card information. Does your information security and privacy program cover all of your operations, services, and systems that involve access to confidential information?',
    expected: yes(
      ['policy:Information Security Policy§2'],
      ['control:GOV-01'],
      'The policy covers information in every form and every system owned or managed by the company.',
    ),
  },
  {
    source: 'vsaq',
    id: 'secprog_team_headcount',
    text: 'How many employees in the company spend more than 50% of their time working on information security?',
    expected: notInRecords('No record counts security staff.'),
  },
  {
    source: 'vsaq',
    id: 'secprog_intaudits_scope',
    text: 'Does the scope of your internal assessment include the entire security and privacy program, as well as all operations, services, and systems that involve access to the customer data or systems that are used in this project?',
    expected: yes(
      ['control:AUD-01', 'control:ISM-05'],
      ['policy:Information Security Policy§5'],
      'Internal audits cover the security and privacy program and every area in scope.',
    ),
  },
  {
    source: 'vsaq',
    id: 'secprog_intaudits_std',
    text: "Does your internal assessment audit your company's compliance with any specific information security or privacy standards?",
    expected: yes(
      ['control:AUD-01'],
      ['control:ISM-05', 'policy:Risk Management Policy§4.7'],
      'Internal audit checks the program against the frameworks in scope.',
    ),
  },
  {
    source: 'vsaq',
    id: 'secprog_extaudits_scope',
    text: 'Does the scope of these third party audits include the entire security and privacy program, as well as all operations, services, and systems that involve access to sensitive information or systems?',
    expected: notInRecords('Outside assessments exist (AUD-02) but no record states their scope covers the whole program.'),
  },
  {
    source: 'vsaq',
    id: 'secprog_extaudits_std',
    text: "Does the independent audit including checking your company's compliance with any specific information security or privacy standard?",
    expected: yes(
      ['trust:framework:gdpr', 'control:AUD-02'],
      ['trust:framework:soc2'],
      'Outside assessments against named standards; the GDPR audit by PwC passed.',
    ),
  },
  {
    source: 'vsaq',
    id: 'secprog_extaudits_companies',
    text: 'Describe how you select auditors and how often you change auditors, and list the auditors you selected for the three most recent audits:',
    expected: notInRecords('How auditors are chosen and rotated is not recorded.'),
  },
  {
    source: 'vsaq',
    id: 'secprog_vendorsec_owner',
    text: 'Has your company selected an individual or team to be responsible for reviewing service providers and subcontractors, to ensure that they sufficiently protect the security and privacy of sensitive information and systems?',
    expected: yes(
      ['control:VEN-01', 'control:VEN-03', 'policy:Third-Party Risk Policy§3'],
      [
        'control:VEN-02',
        'policy:Third-Party Risk Policy§4.2',
        'policy:Third-Party Risk Policy§4.6',
        'policy:Information Security Policy§4.6',
      ],
      'The security lead tiers, assesses and approves third parties (Third-Party Risk Policy§3), backed by vendor controls.',
    ),
  },
  {
    source: 'vsaq',
    id: 'secprog_changemgmt_documented',
    text: 'Is your change management process formally documented, and does it classify changes by impact and size?',
    expected: notInRecords('Change Management Policy§4.2 classes changes by risk (standard, normal, high-risk, emergency), not by size.'),
  },
  {
    source: 'vsaq',
    id: 'secprog_changemgmt_records',
    text: 'Do you retain records and documentation about the changes that go through change management?',
    expected: yes(
      ['control:SDL-05', 'policy:Change Management Policy§4.1'],
      ['policy:Change Management Policy§4.10', 'policy:Change Management Policy§4.11'],
      'Every production change has a ticket or pull-request record kept at least two years (Change Management Policy§4.1).',
    ),
  },
  {
    source: 'vsaq',
    id: 'secprog_incidents_procedures',
    text: 'Are incident response procedures documented?',
    expected: yes(
      ['control:INC-01', 'policy:Incident Response Policy'],
      ['policy:Information Security Policy§4.7'],
      'An incident response plan and an approved Incident Response Policy.',
    ),
  },
  {
    source: 'vsaq',
    id: 'secprog_incidents_knowhow_where',
    text: "Explain how you'll get the necessary resources for incident investigation when you need them:",
    expected: notInRecords(
      'Incident Response Policy§3 has the Security Officer name an internal response team; where further investigation resources come from is not recorded.',
    ),
  },
  {
    source: 'vsaq',
    id: 'secprog_peopleops_jobdesc',
    text: 'Do you have written job descriptions for employees with access to confidential or sensitive information?',
    expected: yes(
      ['policy:Human Resources Security Policy§4.1'],
      ['policy:Human Resources Security Policy§3', 'control:GOV-02'],
      'Every job description states the security responsibilities of the role (Human Resources Security Policy§4.1).',
    ),
  },
  {
    source: 'vsaq',
    id: 'secprog_peopleops_disciplinary_process',
    text: 'Do you have a disciplinary process in place for handling policy violations?',
    expected: yes(
      ['control:HR-04', 'policy:Human Resources Security Policy§4.7'],
      ['policy:Information Security Policy§5', 'policy:Acceptable Use Policy§4.11', 'policy:Code of Conduct§4.11'],
      'A documented, proportionate disciplinary process for breaches of security policies (Human Resources Security Policy§4.7).',
    ),
  },
  {
    source: 'vsaq',
    id: 'secprog_train_tvc',
    text: 'Do you require temps, interns, and contractors to undergo security and privacy training?',
    expected: yes(
      [
        'control:HR-03',
        'policy:Information Security Policy§3',
        'policy:Security Awareness Training Policy§4.1',
        'policy:Security Awareness Training Policy§4.2',
      ],
      ['policy:Information Security Policy§2', 'policy:Security Awareness Training Policy§2', 'policy:Human Resources Security Policy§4.6'],
      'Training at hire and yearly for everyone in scope, contractors, interns and temporary staff included (Security Awareness Training Policy§4.1–4.2).',
    ),
  },
  {
    source: 'vsaq',
    id: 'secprog_bgcheck_other_desc',
    text: 'Describe the other checks you perform for new hires:',
    expected: described(
      ['policy:Human Resources Security Policy§4.2'],
      ['policy:Human Resources Security Policy§4.3', 'policy:Human Resources Security Policy§4.10'],
      'Identity, right to work, three years of references and qualifications are verified, with criminal checks for sensitive roles (Human Resources Security Policy§4.2).',
    ),
  },
  {
    source: 'vsaq',
    id: 'application_ssl_configuration_ciphers',
    text: 'Have you recently reviewed your SSL configuration to ensure that only secure protocols and ciphers are offered to clients?',
    expected: yes(
      ['control:CRY-03', 'policy:Cryptography Policy§4.2', 'policy:Cryptography Policy§4.9'],
      ['policy:Cryptography Policy§4.1', 'policy:Cryptography Policy§5', 'policy:Network Security Policy§4.6'],
      'Only TLS 1.2 or later with forward-secrecy suites is allowed (Cryptography Policy§4.2) and the protocol inventory is reviewed yearly (§4.9).',
    ),
  },
  {
    source: 'vsaq',
    id: 'application_ssl_configuration_keys',
    text: 'Are your SSL/TLS private keys appropriately protected on your web servers?',
    expected: yes(
      ['control:CRY-01', 'policy:Encryption Key Management Policy§4.4'],
      [
        'policy:Encryption Key Management Policy§4.2',
        'policy:Encryption Key Management Policy§4.6',
        'policy:Encryption Key Management Policy§4.7',
        'policy:Cryptography Policy§4.8',
      ],
      'TLS keys are kept only in the key management service or secrets store and delivered at run time (Encryption Key Management Policy§4.4).',
    ),
  },
  {
    source: 'vsaq',
    id: 'application_ssl_configuration_termination_other_value',
    text: 'Provide more details on the termination point:',
    expected: notInRecords(
      'Internet-facing services sit behind load balancers (Network Security Policy§4.7), but where TLS terminates is not recorded.',
    ),
  },
  {
    source: 'vsaq',
    id: 'application_ssl_configuration_lb_traffic_other_value',
    text: 'Describe how the traffic is protected:',
    expected: described(
      ['policy:Cryptography Policy§4.2'],
      ['control:CRY-03', 'policy:Network Security Policy§4.6', 'policy:Information Transfer Policy§4.6'],
      'All traffic between hosts, internal traffic included, is encrypted with TLS 1.2 or later (Cryptography Policy§4.2).',
    ),
  },
  {
    source: 'vsaq',
    id: 'tip_application_ssl_hsts',
    text: 'To improve security for your users even further, have you deployed HTTP Strict Transport Security (HSTS) on your server?',
    expected: yes(
      ['policy:Cryptography Policy§4.2'],
      ['policy:Network Security Policy§4.6'],
      'Public web applications send HTTP Strict Transport Security headers (Cryptography Policy§4.2).',
    ),
  },
  {
    source: 'vsaq',
    id: 'application_authentication_roles_description',
    text: 'Briefly describe the different roles your application provides. If your application also offers custom role definitions, be sure to mention that.',
    expected: notInRecords("The product's own roles are not described in the compliance records."),
  },
  {
    source: 'vsaq',
    id: 'application_custom_auth',
    text: 'Does any part of the application employ username/password-based authentication?',
    expected: yes(
      ['policy:Password Policy§4.8'],
      ['policy:Password Policy§3', 'policy:Password Policy§4.7', 'policy:Cryptography Policy§4.4'],
      'The product accepts and stores customer passwords under Password Policy§4.8.',
    ),
  },
  {
    source: 'vsaq',
    id: 'application_custom_auth_chpasswd',
    text: 'Does your application allow users to change their passwords?',
    expected: notInRecords(
      'Initial passwords must be changed at first use (Password Policy§4.6, §4.8); a change of password at any other time is not recorded.',
    ),
  },
  {
    source: 'vsaq',
    id: 'application_custom_auth_storage_other_what',
    text: 'Explain how your application stores passwords:',
    expected: described(
      ['control:AC-06', 'policy:Cryptography Policy§4.4', 'policy:Password Policy§4.8'],
      [],
      'Passwords are hashed with a salted slow function (Argon2id, scrypt, bcrypt or PBKDF2) as Cryptography Policy§4.4 requires.',
    ),
  },
  {
    source: 'vsaq',
    id: 'application_custom_auth_initpwd_prepopulated',
    text: 'When the user gets their initial password, will their account be prepopulated with any confidential information? For example, in an online payroll portal, a user can typically access previous pay statements even when the account is brand new.',
    expected: notInRecords('Not recorded.'),
  },
  {
    source: 'vsaq',
    id: 'application_auth_cookies_httponly',
    text: 'Cookies can be decorated with a special keyword, HttpOnly. If this keyword is set, the browser will not allow JavaScript to access the cookie. Even if the application has a cross-site scripting vulnerability, this keyword makes it much harder for an attacker to steal the session cookie.',
    expected: notInRecords('Cookie attributes are not recorded.'),
  },
  {
    source: 'vsaq',
    id: 'application_auth_cookies_framework_which',
    text: "What's the name of the framework that generates your session IDs?",
    expected: notInRecords('Not recorded.'),
  },
  {
    source: 'vsaq',
    id: 'application_auth_cookies_timeout_length',
    text: 'How long is the session timeout?',
    expected: described(
      ['control:AC-09'],
      ['policy:Privileged Access Policy§4.5'],
      'Sessions lock after inactivity, 15 minutes or less on systems with card or health data (AC-09).',
    ),
  },
  {
    source: 'vsaq',
    id: 'application_auth_cookies_invalidation',
    text: 'Does your application offer a "log out" button or link that, when clicked, not only terminates the session (deletes cookies from the client) but also invalidates the entire session ID?',
    expected: notInRecords('Not recorded.'),
  },
  {
    source: 'vsaq',
    id: 'application_authz_vertical',
    text: 'Vertical Access Control: When an application supports multiple roles, users should not be able to gain privileges or perform unauthorized actions by loading pages or features that should only be available to users in a different role. Throughout your application, have you ensured that users can perform only those actions that are appropriate for their roles?',
    expected: yes(
      ['policy:Secure Development Policy§4.3'],
      ['policy:Secure Development Policy§4.1', 'policy:Secure Development Policy§4.6', 'policy:Secure Development Policy§4.9'],
      'Software denies access by default and checks authorisation on the server for every request (Secure Development Policy§4.3).',
    ),
  },
  {
    source: 'vsaq',
    id: 'application_xss_other_explanation',
    text: 'Describe your strategy for protecting against XSS vulnerabilities:',
    expected: described(
      ['policy:Secure Development Policy§4.3'],
      [
        'policy:Secure Development Policy§4.4',
        'policy:Secure Development Policy§4.5',
        'policy:Secure Development Policy§4.9',
        'policy:Network Security Policy§4.7',
      ],
      'Untrusted input is validated and output encoded for its context with framework functions (Secure Development Policy§4.3).',
    ),
  },
  {
    source: 'vsaq',
    id: 'application_xss_fileupload',
    text: 'Earlier, you noted that the application has a file upload feature. Does the application allow other users (or administrators) to access the files that are uploaded?',
    expected: notInRecords('Not recorded.'),
  },
  {
    source: 'vsaq',
    id: 'application_sqli_other_details',
    text: "Describe the other mechanism you're using to protect against SQL injection:",
    expected: notInRecords(
      'Secure Development Policy§4.3 names parameterised queries (prepared statements) and no other mechanism against SQL injection.',
    ),
  },
  {
    source: 'vsaq',
    id: 'application_sqli_prepared_consistent',
    text: 'Do you take special steps (policies, code reviews, audits, etc.) to ensure that prepared statements are used consistently, and that string concatenation is never used to construct database queries?',
    expected: yes(
      ['policy:Secure Development Policy§4.3'],
      ['policy:Secure Development Policy§4.4', 'policy:Secure Development Policy§4.5', 'policy:Change Management Policy§4.3'],
      'Secure Development Policy§4.3 requires parameterised queries from its frameworks instead of home-made query building.',
    ),
  },
  {
    source: 'vsaq',
    id: 'application_plugin_other_desc',
    text: 'Explain what the plugin is used for, what technology it uses (e.g., ActiveX, NPAPI, Chrome plugin, etc.), how it is usually deployed to your users, and what privileges it requires:',
    expected: notInRecords('Not recorded.'),
  },
  {
    source: 'vsaq',
    id: 'application_upload_storage_types',
    text: 'In most cases, file type restrictions should be in place for uploads. What types of files does your application white-list?',
    expected: notInRecords('Not recorded.'),
  },
  {
    source: 'vsaq',
    id: 'application_webvuln_crypto_details',
    text: 'Describe your use of cryptography (what information is encrypted/signed, how, why, what algorithms are used, etc.). Be as specific and precise as possible:',
    expected: described(
      [
        'control:CRY-01',
        'control:CRY-02',
        'control:CRY-03',
        'policy:Cryptography Policy§4.1',
        'policy:Cryptography Policy§4.2',
        'policy:Cryptography Policy§4.3',
        'policy:Cryptography Policy§4.4',
      ],
      [
        'policy:Cryptography Policy§4.5',
        'policy:Cryptography Policy§4.6',
        'policy:Cryptography Policy§4.7',
        'policy:Encryption Key Management Policy§4.3',
        'policy:Endpoint Security Policy§4.3',
      ],
      'Approved algorithms, TLS 1.2 or later in transit, AES-256 at rest and slow salted password hashing (Cryptography Policy§4.1–4.4).',
    ),
  },
  {
    source: 'vsaq',
    id: 'application_testing_unit_security',
    text: "Do you have special unit tests in place for testing the security of your code? For example, unit tests can be used to do the following: Verify that XSRF tokens are required for all state-changing actions; Confirm that user input is correctly escaped and/or sanitized; Check that the application enforces access control (e.g., user A doesn't have access to user B's data);",
    expected: notInRecords(
      "Tests verify each feature's security requirements (Secure Development Policy§4.9); unit tests, and the checks listed, are not named.",
    ),
  },
  {
    source: 'vsaq',
    id: 'network_config_guidelines',
    text: "It's essential to have a written set of guidelines for the configuration, maintenance, and use of your network. Written guidelines and rules help preserve the availability, integrity, and confidentiality of the network itself, and well as the information transmitted over it.",
    expected: yes(
      ['policy:Network Security Policy', 'control:NET-01'],
      ['control:GOV-03'],
      'An approved Network Security Policy and network controls built from an approved standard.',
    ),
  },
  {
    source: 'vsaq',
    id: 'network_dmz',
    text: 'Does your company place all externally exposed systems in a DMZ, separated from the internal network by a network filter?',
    expected: yes(
      ['control:NET-02', 'policy:Network Security Policy§4.2'],
      ['control:NET-01', 'policy:Network Security Policy§4.3', 'policy:Network Security Policy§4.7'],
      'Public-facing systems are kept in a separate zone and internal services sit in private subnets (Network Security Policy§4.2).',
    ),
  },
  {
    source: 'vsaq',
    id: 'network_encryption',
    text: 'Is encryption and integrity protection in place for all internal network traffic that potentially carries sensitive information (including passwords, emails, files, source code, management traffic, etc.)?',
    expected: yes(
      ['policy:Cryptography Policy§4.2'],
      ['control:CRY-03', 'policy:Network Security Policy§4.6', 'policy:Information Transfer Policy§4.3', 'policy:Cryptography Policy§4.7'],
      'All traffic between hosts, internal traffic included, is encrypted with TLS 1.2 or later (Cryptography Policy§4.2).',
    ),
  },
  {
    source: 'vsaq',
    id: 'network_arpspoofing',
    text: 'Do you have controls in place to protect your systems from ARP spoofing?',
    expected: notInRecords('Not recorded.'),
  },
  {
    source: 'vsaq',
    id: 'network_monitoring',
    text: 'Have you implemented monitoring and alerting for your network?',
    expected: yes(
      ['control:OPS-03', 'control:OPS-04', 'policy:Network Security Policy§4.8'],
      [
        'control:OPS-06',
        'policy:Logging and Monitoring Policy§4.7',
        'policy:Logging and Monitoring Policy§4.8',
        'policy:Logging and Monitoring Policy§4.9',
      ],
      'Flow logs on all production networks are analysed for threats with alerting (Network Security Policy§4.8), with intrusion detection in place.',
    ),
  },
  {
    source: 'vsaq',
    id: 'network_monitoring_security',
    text: 'Do you monitor your network for security events?',
    expected: yes(
      ['control:OPS-03', 'control:OPS-04', 'policy:Network Security Policy§4.8'],
      ['policy:Logging and Monitoring Policy§4.7', 'policy:Information Security Policy§4.5'],
      'Flow logs on all production networks are analysed for threats (Network Security Policy§4.8) and intrusions detected at the boundary.',
    ),
  },
  {
    source: 'vsaq',
    id: 'network_centrallogging',
    text: 'Are the logs produced by networking devices (such as firewalls, DNS servers, DHCP servers, routers, etc.) stored in a central location?',
    expected: yes(
      ['policy:Logging and Monitoring Policy§4.4'],
      ['policy:Logging and Monitoring Policy§2', 'policy:Logging and Monitoring Policy§4.10', 'policy:Network Security Policy§4.8'],
      'Logs of all systems, network and security services included, go to a central logging platform within five minutes (Logging and Monitoring Policy§4.4).',
    ),
  },
  {
    source: 'vsaq',
    id: 'network_vpn',
    text: 'Do you operate a VPN that allows remote access to your network?',
    expected: notInRecords('Remote Work Policy§4.2 names an encrypted remote access service with device checks, not whether it is a VPN.'),
  },
  {
    source: 'vsaq',
    id: 'network_outsourced_company',
    text: 'What company is network management outsourced to?',
    expected: notInRecords('Not recorded.'),
  },
  {
    source: 'vsaq',
    id: 'servers_hardening',
    text: 'Do you have operating system hardening in place, or build standards for server systems?',
    expected: yes(
      [
        'control:OPS-07',
        'policy:Information Security Policy§4.5',
        'policy:Configuration Management Policy§4.1',
        'policy:Configuration Management Policy§4.2',
      ],
      ['policy:Configuration Management Policy§4.6', 'policy:Configuration Management Policy§4.8'],
      'Each system type has a documented baseline from a hardening benchmark such as CIS (Configuration Management Policy§4.1–4.2).',
    ),
  },
  {
    source: 'vsaq',
    id: 'servers_hardening_intandext',
    text: 'Are your hardening and build standards applied to both internal servers and externally exposed systems, and all services that run on them?',
    expected: yes(
      [
        'control:OPS-07',
        'policy:Information Security Policy§4.5',
        'policy:Configuration Management Policy§4.1',
        'policy:Configuration Management Policy§4.2',
      ],
      ['policy:Configuration Management Policy§4.6'],
      'Every system type in production has an approved baseline that disables unneeded services (Configuration Management Policy§4.1–4.2).',
    ),
  },
  {
    source: 'vsaq',
    id: 'servers_configmgmt',
    text: 'Do you have processes in place for managing the configuration of your servers and services?',
    expected: yes(
      [
        'control:OPS-07',
        'policy:Configuration Management Policy§4.1',
        'policy:Configuration Management Policy§4.3',
        'policy:Configuration Management Policy§4.5',
        'policy:Configuration Management Policy§4.6',
        'policy:Configuration Management Policy§4.7',
      ],
      [
        'policy:Configuration Management Policy§3',
        'policy:Configuration Management Policy§4.2',
        'policy:Configuration Management Policy§4.4',
        'policy:Configuration Management Policy§4.8',
      ],
      'Approved baselines, configuration as code, change control, daily drift checks and configuration records (Configuration Management Policy§4.1–4.7).',
    ),
  },
  {
    source: 'vsaq',
    id: 'servers_patching',
    text: 'Do you have a process for installing operating system and application updates and security patches on servers?',
    expected: yes(
      [
        'control:VUL-01',
        'policy:Information Security Policy§4.5',
        'policy:Patch Management Policy§4.3',
        'policy:Patch Management Policy§4.4',
        'policy:Patch Management Policy§4.5',
        'policy:Patch Management Policy§4.6',
      ],
      [
        'policy:Patch Management Policy§3',
        'policy:Patch Management Policy§4.1',
        'policy:Patch Management Policy§4.2',
        'policy:Patch Management Policy§4.7',
        'policy:Patch Management Policy§4.8',
        'policy:Patch Management Policy§4.9',
        'policy:Vulnerability Management Policy§4.6',
      ],
      'Security patches within severity deadlines and a tested, change-controlled monthly update cycle (Patch Management Policy§4.3–4.6).',
    ),
  },
  {
    source: 'vsaq',
    id: 'servers_patching_infosource_other_explain',
    text: 'Describe your method for finding out which patches apply to your systems:',
    expected: described(
      ['control:VUL-03', 'control:VUL-01', 'policy:Vulnerability Management Policy§4.4', 'policy:Vulnerability Management Policy§4.2'],
      ['policy:Patch Management Policy§4.1', 'policy:Patch Management Policy§4.7', 'policy:Patch Management Policy§4.8'],
      'Supplier advisories are followed and deployed components checked daily against new advisories, with regular scans (Vulnerability Management Policy§4.2, §4.4).',
    ),
  },
  {
    source: 'vsaq',
    id: 'servers_logging',
    text: 'Are your systems configured to log security-relevant events, such as authentication, data access, etc.?',
    expected: yes(
      ['control:OPS-01', 'policy:Logging and Monitoring Policy§4.1'],
      ['policy:Logging and Monitoring Policy§4.2', 'policy:Configuration Management Policy§4.2', 'policy:Information Security Policy§4.5'],
      'Sign-ins, account and permission changes, admin actions and access to sensitive data are logged (Logging and Monitoring Policy§4.1).',
    ),
  },
  {
    source: 'vsaq',
    id: 'servers_logging_central',
    text: 'Are the logs produced by your servers stored in a central location?',
    expected: yes(
      ['policy:Logging and Monitoring Policy§4.4'],
      ['policy:Logging and Monitoring Policy§4.10', 'policy:Cloud Security Policy§4.8'],
      'Logs are forwarded within five minutes to a central logging platform in a separate account (Logging and Monitoring Policy§4.4).',
    ),
  },
  {
    source: 'vsaq',
    id: 'servers_admin_linux_sudo',
    text: 'Do your administrators have personal user accounts and use sudo when elevated privileges are necessary?',
    expected: notInRecords(
      'Personal accounts, separate admin accounts and time-bound elevation are recorded (Privileged Access Policy§4.4), sudo is not.',
    ),
  },
  {
    source: 'vsaq',
    id: 'servers_admin_linux_ldap',
    text: 'Are your *nix systems connected to a central directory for managing access (e.g., LDAP)?',
    expected: yes(
      ['control:AC-04'],
      ['policy:Password Policy§4.4', 'policy:Cloud Security Policy§4.4'],
      'Every account is managed from a central directory.',
    ),
  },
  {
    source: 'vsaq',
    id: 'servers_backup_dcsync',
    text: 'Do you sync data to a different site in near real time?',
    expected: notInRecords(
      'Tier 1 data is replicated or copied to a second region with a 15-minute RPO (Disaster Recovery Plan§4.1, §4.3), not stated as near real-time sync.',
    ),
  },
  {
    source: 'vsaq',
    id: 'servers_backup_media_encryption',
    text: 'Are the backups that are stored on removable media (e.g., disks, tapes, etc.) encrypted?',
    expected: yes(
      ['control:CRY-02', 'control:BCP-04', 'policy:Cryptography Policy§4.3'],
      ['policy:Information Transfer Policy§4.8'],
      'Backups are encrypted at rest with AES-256 (Cryptography Policy§4.3).',
    ),
  },
  {
    source: 'vsaq',
    id: 'servers_backup_frequency',
    text: 'Do you have procedures in place for working with customers to determine an appropriate backup frequency?',
    expected: notInRecords(
      'Customer contracts may set stricter recovery objectives (Disaster Recovery Plan§4.1), but no procedure for agreeing backup frequency with customers is recorded.',
    ),
  },
  {
    source: 'vsaq',
    id: 'servers_email_third_party',
    text: 'Do you use third-party (e.g. hosted email, email marketing services, etc.) email providers?',
    expected: notInRecords(
      "Email Security Policy§2–3 cover suppliers sending mail in the company's name, but no record says which email providers are used.",
    ),
  },
  {
    source: 'vsaq',
    id: 'servers_email_outbound_starttls',
    text: 'Does your outbound email infrastructure use Opportunistic TLS (STARTTLS) to request remote servers upgrade to an encrypted connection?',
    expected: yes(
      ['policy:Email Security Policy§4.3'],
      ['policy:Information Transfer Policy§4.3'],
      'The mail service offers and prefers encrypted transport for all mail it sends (Email Security Policy§4.3).',
    ),
  },
  {
    source: 'vsaq',
    id: 'servers_outsourced_company',
    text: 'What company is server management outsourced to?',
    expected: notInRecords('Not recorded.'),
  },
  {
    source: 'vsaq',
    id: 'clients_hardening',
    text: 'Do you have operating system hardening and/or build standards for client systems?',
    expected: yes(
      ['control:AST-08', 'control:OPS-07', 'policy:Endpoint Security Policy§4.2'],
      [
        'policy:Endpoint Security Policy§4.1',
        'policy:Endpoint Security Policy§4.6',
        'policy:Endpoint Security Policy§4.9',
        'policy:Endpoint Security Policy§4.10',
      ],
      'Endpoints are configured to a documented hardening baseline for each operating system (Endpoint Security Policy§4.2).',
    ),
  },
  {
    source: 'vsaq',
    id: 'clients_configmgmt',
    text: 'Do you have processes in place for managing the configuration of your client systems?',
    expected: yes(
      ['control:AST-08', 'policy:Endpoint Security Policy§4.1', 'policy:Endpoint Security Policy§4.2', 'policy:Mobile Device Policy§4.1'],
      [
        'policy:Endpoint Security Policy§4.7',
        'policy:Endpoint Security Policy§4.9',
        'policy:Endpoint Security Policy§4.11',
        'policy:Mobile Device Policy§4.10',
      ],
      'Endpoints are enrolled in central device management and baseline drift is corrected automatically (Endpoint Security Policy§4.1–4.2).',
    ),
  },
  {
    source: 'vsaq',
    id: 'clients_patching',
    text: 'Do you have a process for installing operating system and application updates and security patches on client systems?',
    expected: yes(
      ['control:AST-08', 'control:VUL-01', 'policy:Endpoint Security Policy§4.5', 'policy:Mobile Device Policy§4.2'],
      ['policy:Patch Management Policy§4.3'],
      'Device management installs updates within the patch deadlines and enforces restarts (Endpoint Security Policy§4.5).',
    ),
  },
  {
    source: 'vsaq',
    id: 'clients_av',
    text: 'Do you have controls in place to protect client systems from malware?',
    expected: yes(
      ['control:OPS-05', 'policy:Information Security Policy§4.5', 'policy:Endpoint Security Policy§4.4'],
      ['policy:Endpoint Security Policy§4.10', 'policy:Email Security Policy§4.4', 'policy:Mobile Device Policy§4.5'],
      'Every endpoint runs endpoint detection and response with real-time protection users cannot disable (Endpoint Security Policy§4.4).',
    ),
  },
  {
    source: 'vsaq',
    id: 'clients_logging_retention',
    text: 'Do you retain client system security event logs for at least three months?',
    expected: yes(
      ['policy:Logging and Monitoring Policy§4.6'],
      ['policy:Endpoint Security Policy§4.4', 'policy:Logging and Monitoring Policy§4.4', 'policy:Data Retention Policy§4.4'],
      'Security logs of all systems, company devices included, are kept at least 12 months (Logging and Monitoring Policy§4.6).',
    ),
  },
  {
    source: 'vsaq',
    id: 'clients_admin_restricted',
    text: 'What level of access do regular users have on their workstation/laptop?',
    expected: described(
      ['control:AC-07', 'policy:Endpoint Security Policy§4.6'],
      ['control:AC-01', 'policy:Endpoint Security Policy§4.7'],
      'Users have no standing local admin rights; elevation is per task, expires within 24 hours and is logged (Endpoint Security Policy§4.6).',
    ),
  },
  {
    source: 'vsaq',
    id: 'clients_winxp',
    text: 'One major risk factor in many corporate environments is the use of older versions of Windows. Does your company still have systems running Windows Vista or earlier versions?',
    expected: no(
      ['policy:Endpoint Security Policy§4.5'],
      ['policy:Patch Management Policy§4.1'],
      'Operating system versions that no longer receive security updates are not allowed on endpoints (Endpoint Security Policy§4.5).',
    ),
  },
  {
    source: 'vsaq',
    id: 'clients_mobile_phones',
    text: 'Do you allow access to confidential information (e.g., email) from unencrypted mobile devices such as phones and tablets?',
    expected: no(
      ['control:AST-08', 'policy:Mobile Device Policy§4.4'],
      ['policy:Mobile Device Policy§4.1', 'policy:Mobile Device Policy§4.10'],
      'Devices that cannot encrypt their storage are not allowed (Mobile Device Policy§4.4).',
    ),
  },
  {
    source: 'vsaq',
    id: 'clients_media_encryption',
    text: 'Do you require users to encrypt confidential information on mobile media such as external hard drives, thumb drives, DVDs, etc., and do you provide them with adequate tools?',
    expected: notInRecords(
      'Removable media must be encrypted (Information Transfer Policy§4.8, Endpoint Security Policy§4.10), but no record says users are given encryption tools.',
    ),
  },
  {
    source: 'vsaq',
    id: 'testing_pentests_scope',
    text: 'Describe the scope of the penetration tests (in terms of both depth and width) and how the tests are applied to the systems used to provide services to customers.',
    expected: described(
      ['control:VUL-02', 'policy:Vulnerability Management Policy§4.3'],
      ['policy:Vulnerability Management Policy§4.1'],
      'Yearly independent tests of the product and internet-facing infrastructure with retests (Vulnerability Management Policy§4.3), internal and segmentation tests per VUL-02.',
    ),
  },
  {
    source: 'vsaq',
    id: 'testing_pentests_companies',
    text: 'What company/companies did you use for the three most recent penetration tests?',
    expected: notInRecords('The testers are not named.'),
  },
  {
    source: 'vsaq',
    id: 'testing_scans',
    text: 'Are all of the systems used in this project scanned for host-level vulnerabilities? (Note: This question does not refer to anti-malware scans. Instead, it refers to scans that look for known vulnerabilities and misconfiguration of the software running on servers.)',
    expected: yes(
      ['control:VUL-01', 'policy:Vulnerability Management Policy§4.2'],
      ['policy:Vulnerability Management Policy§4.1', 'policy:Vulnerability Management Policy§4.6'],
      'Authenticated scans of servers and cloud workloads run at least weekly (Vulnerability Management Policy§4.2).',
    ),
  },
  {
    source: 'vsaq',
    id: 'testing_scans_intext',
    text: 'Which systems are covered by the security scans?',
    expected: described(
      ['control:VUL-01', 'policy:Vulnerability Management Policy§4.2'],
      ['policy:Vulnerability Management Policy§4.1'],
      'Servers and cloud workloads weekly, internet-facing addresses monthly, container images and components daily (Vulnerability Management Policy§4.2).',
    ),
  },
  {
    source: 'vsaq',
    id: 'testing_inhouse_other_details',
    text: 'Describe the other kinds of testing your security team is conducting.',
    expected: described(
      ['control:SDL-04', 'policy:Secure Development Policy§4.5', 'policy:Secure Development Policy§4.9'],
      ['control:VUL-01', 'policy:Encryption Key Management Policy§4.4', 'policy:Vulnerability Management Policy§4.2'],
      'Static and composition analysis on every pull request and weekly dynamic testing of staging (Secure Development Policy§4.5, §4.9).',
    ),
  },
  {
    source: 'vsaq',
    id: 'office_facilities_excl',
    text: 'Are all facilities used exclusively by your company, or are some shared?',
    expected: notInRecords(
      'The Physical Security Policy provides for shared buildings (§4.11) but does not say whether any facility is shared.',
    ),
  },
  {
    source: 'vsaq',
    id: 'office_facilities_separation',
    text: 'How is your physical area separated from other areas of the office facility? Explain how you control access to your area (e.g., door with swipe card and a receptionist).',
    expected: described(
      [
        'control:PHY-02',
        'control:PHY-01',
        'policy:Physical Security Policy§4.1',
        'policy:Physical Security Policy§4.2',
        'policy:Physical Security Policy§4.4',
        'policy:Physical Security Policy§4.11',
      ],
      ['policy:Physical Security Policy§4.3', 'policy:Physical Security Policy§4.5', 'policy:Physical Security Policy§4.6'],
      'Own access control at the entrance to its space, personal badges, security zones and escorted visitors (Physical Security Policy§4.1–4.4, §4.11).',
    ),
  },
  {
    source: 'vsaq',
    id: 'office_policy',
    text: 'Do you have a written policy that lists the physical security requirements for office facilities?',
    expected: yes(
      ['policy:Physical Security Policy', 'control:PHY-01'],
      [],
      'An approved Physical Security Policy and a documented facility security plan.',
    ),
  },
  {
    source: 'vsaq',
    id: 'office_acclogs',
    text: 'Are physical entry logs kept for at least six months?',
    expected: yes(
      ['policy:Physical Security Policy§4.6', 'policy:Physical Security Policy§4.4'],
      ['control:PHY-02', 'policy:Physical Security Policy§4.3'],
      'Badge logs and the visitor log are kept for 12 months (Physical Security Policy§4.6, §4.4); PHY-02 sets only a 90-day minimum.',
    ),
  },
  {
    source: 'vsaq',
    id: 'dc_howmany',
    text: 'How many data centers will (potentially) be used to store confidential data?',
    expected: notInRecords('Not recorded.'),
  },
  {
    source: 'vsaq',
    id: 'dc_outsourced',
    text: 'Do you use Google Cloud, Amazon Web Services, or a similar outsourced, virtual-machine-based data center?',
    expected: yes(
      ['policy:Physical Security Policy§4.10', 'policy:Cloud Security Policy§4.2'],
      ['control:VEN-04', 'policy:Disaster Recovery Plan§4.2', 'policy:Cloud Security Policy§4.3'],
      "Production is hosted in cloud providers' data centres that staff never enter (Physical Security Policy§4.10).",
    ),
  },
  {
    source: 'vsaq',
    id: 'dc_certifications',
    text: 'Are the data centers categorized in tiers or certified in some way (e.g., TIA-942, ISO 27001, SSAE-16, etc.)? If yes, list the tiers/certifications:',
    expected: notInRecords(
      "Providers' data centres are independently audited every year (Physical Security Policy§4.10), but no tier or certification is named.",
    ),
  },
  {
    source: 'vsaq',
    id: 'dc_testing',
    text: 'Are all of the controls you selected above tested at least annually?',
    expected: notInRecords('Refers to an earlier answer; not recorded.'),
  },
  {
    source: 'vsaq',
    id: 'dc_access',
    text: 'Do you have an auditable process in place for granting and revoking physical access to data centers?',
    expected: notInRecords(
      "Staff have no physical access to the cloud data centres (Physical Security Policy§4.10); the providers' process for granting and revoking access is not recorded.",
    ),
  },
  {
    source: 'vsaq',
    id: 'dc_ra',
    text: 'Does your company review the physical and environmental risks that your data centers are exposed to, and do you have procedures in place to evaluate and, if necessary, address them?',
    expected: notInRecords(
      "Providers' data-centre audit reports are reviewed (Physical Security Policy§4.10), but no review of the data centres' physical and environmental risks is recorded.",
    ),
  },
];
