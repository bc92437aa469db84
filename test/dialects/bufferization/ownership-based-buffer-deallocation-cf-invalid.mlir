// ownership-based-buffer-deallocation: the branches it refuses, with
// mlir-opt 22's words (both tools pass this file).
// RUN: terrace-opt --split-input-file --verify-diagnostics --ownership-based-buffer-deallocation %s
// RUN: %mlir-opt --split-input-file --verify-diagnostics --ownership-based-buffer-deallocation %s

// A loop of blocks.
// expected-error@+1 {{Only structured control-flow loops are supported.}}
func.func @loop(%c: i1, %n: index) {
  %a = memref.alloc(%n) : memref<?xf32>
  cf.br ^bb1(%a : memref<?xf32>)
^bb1(%b: memref<?xf32>):
  cf.cond_br %c, ^bb1(%b : memref<?xf32>), ^bb2
^bb2:
  return
}

// -----

// A loop inside a region of several blocks: the function is refused.
// expected-error@+1 {{Only structured control-flow loops are supported.}}
func.func @nested_loop(%c: i1) {
  scf.execute_region {
    cf.br ^bb1
  ^bb1:
    cf.cond_br %c, ^bb1, ^bb2
  ^bb2:
    scf.yield
  }
  return
}

// -----

// A branch to one of several successors other than cf.cond_br.
func.func @switch(%v: i32, %m: memref<2xf32>) {
  // expected-error@+1 {{BranchOpInterface operations with multiple successors are not supported yet}}
  cf.switch %v : i32, [
    default: ^bb1,
    0: ^bb2
  ]
^bb1:
  return
^bb2:
  return
}
