import { CreateProfiles1763769600000 } from './1763769600000-create-profiles.js';
import { Matching1763900000000 } from './1763900000000-matching.js';
import { CreateKnowledge1763910000000 } from './1763910000000-create-knowledge.js';
import { CreateChat1763920000000 } from './1763920000000-create-chat.js';
import { CreateTagClicks1763920000001 } from './1763920000001-create-tag-clicks.js';
import { ChatLlmTokens1764000000000 } from './1764000000000-chat-llm-tokens.js';
import { MatchCandidatesFunction1764010000000 } from './1764010000000-match-candidates-function.js';
import { SharedMatchCandidates1764020000000 } from './1764020000000-shared-match-candidates.js';
import { GuideUnderstanding1765100000000 } from './1765100000000-guide-understanding.js';
import { Connections1765300000000 } from './1765300000000-connections.js';
import { ChatClientAllowance1766100000000 } from './1766100000000-chat-client-allowance.js';
import { GuideSearchIndexes1766400000000 } from './1766400000000-guide-search-indexes.js';
import { KnowledgeReview1766500000000 } from './1766500000000-knowledge-review.js';
import { KnowledgeIndexing1766600000000 } from './1766600000000-knowledge-indexing.js';
import { MailOutbox1766725000000 } from './1766725000000-mail-outbox.js';
import { ChatLlmReservations1766725000001 } from './1766725000001-chat-llm-reservations.js';
import { PeopleSafety1766800000000 } from './1766800000000-people-safety.js';
import { SearchIndexRules1766820000000 } from './1766820000000-search-index-rules.js';
import { DistanceRules1766810000000 } from './1766810000000-distance-rules.js';
import { KnowledgeApprovals1766827000000 } from './1766827000000-knowledge-approvals.js';
import { CoreFit1766830000000 } from './1766830000000-core-fit.js';
import { PostcodeCentres1766836000000 } from './1766836000000-postcode-centres.js';
import { PersonCards1766843000000 } from './1766843000000-person-cards.js';
import { HostilePassFour1766850000000 } from './1766850000000-hostile-pass-four.js';
import { FairBlueprintPages1766860000000 } from './1766860000000-fair-blueprint-pages.js';
import { CommonKeysCore1766870000000 } from './1766870000000-common-keys-core.js';
import { IntroductionThreads1766880000000 } from './1766880000000-introduction-threads.js';
import { TagClickVoters1766890000000 } from './1766890000000-tag-click-voters.js';
import { SpecificCandidates1766900000000 } from './1766900000000-specific-candidates.js';
import { IntroductionSites1766910000000 } from './1766910000000-introduction-sites.js';
import { ProfileSites1766930000000 } from './1766930000000-profile-sites.js';
import { ProfileLooks1766940000000 } from './1766940000000-profile-looks.js';
import { ChatSiteBudgets1766950000000 } from './1766950000000-chat-site-budgets.js';
import { ReporterSince1766965000000 } from './1766965000000-reporter-since.js';
import { LookCopies1766970000000 } from './1766970000000-look-copies.js';
import { AskerSince1766980000000 } from './1766980000000-asker-since.js';
import { NeedsInCores1766995000000 } from './1766995000000-needs-in-cores.js';
import { BlockNetworks1767010000000 } from './1767010000000-block-networks.js';
import { CardCopies1767011000000 } from './1767011000000-card-copies.js';
import { CentralKeys1767020000000 } from './1767020000000-central-keys.js';
import { CardCopyWords1767030000000 } from './1767030000000-card-copy-words.js';
import { AskerConfirmed1767040500000 } from './1767040500000-asker-confirmed.js';

/** Every migration, oldest first; both databases run exactly these. */
export const migrations = [
  CreateProfiles1763769600000,
  Matching1763900000000,
  CreateKnowledge1763910000000,
  CreateChat1763920000000,
  CreateTagClicks1763920000001,
  ChatLlmTokens1764000000000,
  MatchCandidatesFunction1764010000000,
  SharedMatchCandidates1764020000000,
  GuideUnderstanding1765100000000,
  Connections1765300000000,
  ChatClientAllowance1766100000000,
  GuideSearchIndexes1766400000000,
  KnowledgeReview1766500000000,
  KnowledgeIndexing1766600000000,
  MailOutbox1766725000000,
  ChatLlmReservations1766725000001,
  PeopleSafety1766800000000,
  DistanceRules1766810000000,
  SearchIndexRules1766820000000,
  KnowledgeApprovals1766827000000,
  CoreFit1766830000000,
  PostcodeCentres1766836000000,
  PersonCards1766843000000,
  HostilePassFour1766850000000,
  FairBlueprintPages1766860000000,
  CommonKeysCore1766870000000,
  IntroductionThreads1766880000000,
  TagClickVoters1766890000000,
  SpecificCandidates1766900000000,
  IntroductionSites1766910000000,
  ProfileSites1766930000000,
  ProfileLooks1766940000000,
  ChatSiteBudgets1766950000000,
  ReporterSince1766965000000,
  LookCopies1766970000000,
  AskerSince1766980000000,
  NeedsInCores1766995000000,
  BlockNetworks1767010000000,
  CardCopies1767011000000,
  CentralKeys1767020000000,
  CardCopyWords1767030000000,
  AskerConfirmed1767040500000,
];
