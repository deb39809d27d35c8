// Test support: the openssl configuration of the test PKI (pki.ts): a CA with its database,
// the signers' profiles (qualified with QcStatements, plain, timestamping) and the TSA.

/** QCStatements holding QcCompliance (0.4.0.1862.1.1), as DER for openssl's config. */
const QC_COMPLIANCE = "DER:30:0A:30:08:06:06:04:00:8E:46:01:01";

/** The configuration for a PKI living in `dir`. */
export const opensslConfig = (dir: string) => `
[ca]
default_ca = test_ca
[test_ca]
dir = ${dir}
database = $dir/index.txt
new_certs_dir = $dir/issued
certificate = $dir/ca.pem
private_key = $dir/ca.key
serial = $dir/serial
crlnumber = $dir/crlnumber
default_md = sha256
default_days = 365
default_crl_days = 30
policy = policy_any
unique_subject = no
[policy_any]
countryName = optional
organizationName = optional
commonName = optional
serialNumber = optional
givenName = optional
surname = optional
[req]
distinguished_name = dn
string_mask = utf8only
utf8 = yes
[dn]
[authority]
basicConstraints = critical, CA:TRUE
keyUsage = critical, keyCertSign, cRLSign
subjectKeyIdentifier = hash
[qualified]
basicConstraints = critical, CA:FALSE
keyUsage = critical, digitalSignature, nonRepudiation
1.3.6.1.5.5.7.1.3 = ${QC_COMPLIANCE}
[plain]
basicConstraints = critical, CA:FALSE
keyUsage = critical, digitalSignature, nonRepudiation
[tsa]
basicConstraints = critical, CA:FALSE
keyUsage = critical, digitalSignature, nonRepudiation
extendedKeyUsage = critical, timeStamping
[tsa_config]
default_tsa = tsa_section
[tsa_section]
dir = ${dir}
serial = $dir/tsa-serial
signer_digest = sha256
default_policy = 1.2.3.4.1
digests = sha256
ess_cert_id_alg = sha256
accuracy = secs:1
`;
