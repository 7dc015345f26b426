import type { Lesson, Resource } from "../db/schema.ts";

/** Demo content for the embedded defaults: what a new user sees on the first start. */

export const DEMO_PASSWORD = "Demo12345";

export const PMT_CATEGORIES = [
  { name: "Biology", slug: "biology", position: 1 },
  { name: "Chemistry", slug: "chemistry", position: 2 },
  { name: "Physics", slug: "physics", position: 3 },
  { name: "Test Series", slug: "test-series", position: 4 },
] as const;

type CategorySlug = (typeof PMT_CATEGORIES)[number]["slug"];

interface SeedCourse {
  title: string;
  slug: string;
  category: CategorySlug;
  summary: string;
  description: string;
  price: string;
  coin_price: number;
  duration: string;
  highlights: string[];
  lessons: Lesson[];
  resources: Resource[];
}

const lesson = (title: string, duration: string, summary: string): Lesson => ({
  title,
  duration,
  summary,
});
const notes = (title: string, slug: string): Resource => ({
  title,
  kind: "PDF notes",
  url: `/downloads/${slug}.pdf`,
});

export const PMT_COURSES: SeedCourse[] = [
  {
    title: "Human Physiology Sprint",
    slug: "human-physiology-sprint",
    category: "biology",
    summary: "Six weeks through the most-asked chapters of NEET biology, with daily recall drills.",
    description:
      "Digestion, breathing, circulation, excretion, locomotion, neural control and chemical coordination: the chapters that carry a quarter of the biology marks. Each topic ends with thirty exam-style questions and a short recorded walkthrough of the ones students miss most.",
    price: "2499.00",
    coin_price: 30,
    duration: "6 weeks",
    highlights: ["36 live classes", "1,100 practice questions", "Weekly doubt-clearing hour"],
    lessons: [
      lesson("Digestion and absorption", "75 min", "Enzymes, hormones and the path of a meal."),
      lesson(
        "Breathing and exchange of gases",
        "70 min",
        "Volumes, capacities and the oxygen dissociation curve.",
      ),
      lesson("Body fluids and circulation", "80 min", "Cardiac cycle, ECG and blood groups."),
      lesson(
        "Neural control and coordination",
        "85 min",
        "Action potentials, synapses, the eye and the ear.",
      ),
    ],
    resources: [notes("Physiology one-page summaries", "physiology-summaries")],
  },
  {
    title: "Genetics and Evolution Masterclass",
    slug: "genetics-evolution-masterclass",
    category: "biology",
    summary:
      "From Mendel to molecular basis of inheritance, with pedigree problems solved step by step.",
    description:
      "Genetics is where careful students gain the most marks. We build from Mendel's laws to DNA replication, transcription, translation and gene regulation, then finish with evolution and human genome projects. Every class has a problem set with worked solutions.",
    price: "2999.00",
    coin_price: 60,
    duration: "5 weeks",
    highlights: [
      "Pedigree and cross drills",
      "Molecular biology animations",
      "Mentor feedback on every test",
    ],
    lessons: [
      lesson("Mendelian inheritance", "80 min", "Monohybrid and dihybrid crosses, test crosses."),
      lesson(
        "Molecular basis of inheritance",
        "90 min",
        "Replication, transcription, the lac operon.",
      ),
      lesson("Evolution", "60 min", "Hardy-Weinberg, natural selection, human evolution."),
    ],
    resources: [notes("Genetics problem book", "genetics-problems")],
  },
  {
    title: "Plant Physiology in Focus",
    slug: "plant-physiology-focus",
    category: "biology",
    summary:
      "Photosynthesis, respiration and plant growth made memorable with diagrams you draw yourself.",
    description:
      "A compact course for the chapters students find dry: transport in plants, mineral nutrition, photosynthesis, respiration and growth regulators. Diagram-led classes and a printable flow-chart pack.",
    price: "1999.00",
    coin_price: 45,
    duration: "4 weeks",
    highlights: ["Diagram practice sheets", "Flow-chart revision pack", "Two full chapter tests"],
    lessons: [
      lesson(
        "Photosynthesis in higher plants",
        "80 min",
        "Light reactions, Calvin cycle, C4 plants.",
      ),
      lesson(
        "Respiration in plants",
        "70 min",
        "Glycolysis, Krebs cycle, the electron transport chain.",
      ),
    ],
    resources: [notes("Plant physiology flow charts", "plant-flow-charts")],
  },
  {
    title: "Organic Chemistry Foundations",
    slug: "organic-chemistry-foundations",
    category: "chemistry",
    summary:
      "Reaction mechanisms explained once, properly, so named reactions stop being a memory test.",
    description:
      "We start from electronic effects and reaction intermediates and build every named reaction from them. Includes the nomenclature and isomerism drills that NEET uses to separate the top thousand.",
    price: "3499.00",
    coin_price: 90,
    duration: "8 weeks",
    highlights: ["Mechanism-first teaching", "Named-reaction map", "Weekly timed quizzes"],
    lessons: [
      lesson(
        "General organic chemistry",
        "90 min",
        "Inductive, resonance and hyperconjugation effects.",
      ),
      lesson("Hydrocarbons", "85 min", "Alkanes, alkenes, alkynes and aromatic compounds."),
      lesson("Haloalkanes and haloarenes", "80 min", "SN1, SN2 and elimination."),
    ],
    resources: [notes("Named reactions map", "named-reactions")],
  },
  {
    title: "Physical Chemistry Problem Solving",
    slug: "physical-chemistry-problems",
    category: "chemistry",
    summary:
      "Mole concept to electrochemistry: numericals solved fast, with shortcuts you can trust.",
    description:
      "Physical chemistry rewards speed. This course teaches a method for each problem type and then drills it under time, covering the mole concept, thermodynamics, equilibrium, kinetics and electrochemistry.",
    price: "2999.00",
    coin_price: 75,
    duration: "6 weeks",
    highlights: ["900 numericals", "Speed drills", "Formula cards"],
    lessons: [
      lesson("Mole concept", "60 min", "Stoichiometry without mistakes."),
      lesson("Chemical equilibrium", "75 min", "Kc, Kp and Le Chatelier in practice."),
    ],
    resources: [notes("Formula cards", "physical-chemistry-formulae")],
  },
  {
    title: "Mechanics for Medical Aspirants",
    slug: "mechanics-medical-aspirants",
    category: "physics",
    summary:
      "Kinematics, laws of motion, work and energy, and rotation, taught for NEET's style of question.",
    description:
      "Physics is where most NEET aspirants lose time. This course covers mechanics with a focus on the question patterns NEET repeats, and how to reach the answer in under a minute.",
    price: "3299.00",
    coin_price: 85,
    duration: "7 weeks",
    highlights: ["Concept videos", "One-minute-method drills", "Previous-year question bank"],
    lessons: [
      lesson("Kinematics", "80 min", "Graphs, relative motion and projectiles."),
      lesson("Laws of motion", "85 min", "Free-body diagrams, friction, circular motion."),
      lesson("Rotational motion", "90 min", "Torque, moment of inertia, rolling."),
    ],
    resources: [notes("Mechanics question bank", "mechanics-questions")],
  },
  {
    title: "Modern Physics and Optics",
    slug: "modern-physics-optics",
    category: "physics",
    summary:
      "High-scoring chapters in four weeks: ray and wave optics, dual nature, atoms and nuclei.",
    description:
      "These chapters are short, predictable and high-scoring. We cover them thoroughly in four weeks and close with two chapter tests modelled on the last ten years of papers.",
    price: "1999.00",
    coin_price: 50,
    duration: "4 weeks",
    highlights: ["Ray-diagram workshop", "Previous-year analysis", "Two chapter tests"],
    lessons: [
      lesson("Ray optics", "80 min", "Mirrors, lenses, prisms and instruments."),
      lesson("Dual nature and atoms", "70 min", "Photoelectric effect, Bohr model."),
    ],
    resources: [notes("Optics diagrams", "optics-diagrams")],
  },
  {
    title: "NEET Full-Length Test Series",
    slug: "neet-full-length-test-series",
    category: "test-series",
    summary:
      "Twenty full-length mock tests in exam conditions, with an all-India rank and detailed analysis.",
    description:
      "Twenty 200-minute mock tests released weekly, each followed by a live discussion and a personal analysis of time spent, accuracy by chapter and the questions worth revisiting.",
    price: "4999.00",
    coin_price: 150,
    duration: "20 weeks",
    highlights: ["20 full-length mocks", "All-India rank", "Personal analysis after every test"],
    lessons: [
      lesson("Mock test 1 and discussion", "200 min + 60 min", "Full syllabus, exam conditions."),
      lesson("Mock test 2 and discussion", "200 min + 60 min", "Full syllabus, exam conditions."),
    ],
    resources: [notes("Test-taking strategy guide", "test-strategy")],
  },
  {
    title: "Crash Course: Last 45 Days",
    slug: "crash-course-last-45-days",
    category: "test-series",
    summary:
      "The whole syllabus revised in 45 days, with a mock every Sunday and a plan for each day.",
    description:
      "For students who have studied the syllabus once and need a structured final revision. Daily plans, high-yield summaries, and six Sunday mocks with live analysis.",
    price: "3999.00",
    coin_price: 120,
    duration: "45 days",
    highlights: ["Day-by-day plan", "High-yield summaries", "Six Sunday mocks"],
    lessons: [
      lesson("Revision plan and diagnostics", "60 min", "Where to spend your last 45 days."),
    ],
    resources: [notes("High-yield summaries", "high-yield")],
  },
];

export const HOME_SLIDES = [
  {
    title: "Learning that stays with you",
    subtitle: "Courses, guidance and wellness from one account.",
    image: "/images/slides/home-learning.svg",
    link: "/service",
    position: 1,
  },
  {
    title: "Preparing for NEET?",
    subtitle: "Live classes, mock tests and mentors who have cleared it.",
    image: "/images/slides/home-pmt.svg",
    link: "/pmt-aspirants",
    position: 2,
  },
  {
    title: "Ayurveda for everyday life",
    subtitle: "Shatayu routines and consultations for a long and healthy life.",
    image: "/images/slides/home-shatayu.svg",
    link: "/shatayu-about",
    position: 3,
  },
];

export const PMT_SLIDES = [
  {
    title: "Your NEET year, planned",
    subtitle: "Pick a subject course or the full test series; pay with coins or online.",
    image: "/images/slides/pmt-plan.svg",
    link: "/pmt-aspirants",
    position: 1,
  },
  {
    title: "20 full-length mocks",
    subtitle: "All-India rank and a personal analysis after every test.",
    image: "/images/slides/pmt-mocks.svg",
    link: "/pmt-aspirants?category=4",
    position: 2,
  },
];

const ALL_ENTITLEMENTS = {
  education: true,
  career: true,
  micro_bussiness: true,
  spritual: true,
  shatayu: true,
  pro_pmt: true,
  pharma_edge: true,
  rephub: true,
};

/** Operations staff (our service only: the Django reference has its own admin). */
export const DEMO_STAFF = {
  email: "staff@portal.test",
  name: "Sana Kulkarni",
  phonenumber: "+91 90000 00009",
  role: "staff",
} as const;

export const DEMO_ACCOUNTS = [
  {
    email: "demo@portal.test",
    name: "Demo Member",
    phonenumber: "+91 90000 00001",
    access_for: "All modules (demo account)",
    abc_coins: 250,
    entitlements: ALL_ENTITLEMENTS,
    paidCourse: "neet-full-length-test-series",
  },
  {
    email: "pmt@portal.test",
    name: "Priya Menon",
    phonenumber: "+91 90000 00002",
    access_for: "PMT courses",
    abc_coins: 40,
    entitlements: { pro_pmt: true },
    paidCourse: null,
  },
  {
    email: "visitor@portal.test",
    name: "Vikram Rao",
    phonenumber: "+91 90000 00003",
    access_for: "",
    abc_coins: 0,
    entitlements: {},
    paidCourse: null,
  },
] as const;
